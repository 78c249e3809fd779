import type { Updateable } from 'kysely';
import { EVIDENCIA_MAX } from '#contract/acaoStatus';
import { MOTIVO_MAX } from '#contract/atividadeStatus';
import type { AcaoTransicaoBody } from '#contract/acoes';
import { transicao, type AcaoContexto } from '#machines/acaoMachine';
import type { Ator } from '../atividades/carregar';
import { acaoHistorico } from '../db/repositories/acaoHistorico';
import { acoes, type AcaoCompleta } from '../db/repositories/acoes';
import type { Autoria } from '../db/repositories/registros';
import type { AcaoTable } from '../db/schema';
import type { Trx } from '../db/tenant';
import { httpErrors } from '../http/errors';
import { motivo as motivoDoCampo } from '#contract/mensagensDoCampo';
import { notificacoes } from '../db/repositories/notificacoes';
import { linkDaAcao, nomeDoAutor, notificar } from '../notificacoes/notificar';
import { carregarAcaoNaVersao } from './carregar';
import { publicarEvento } from '../webhooks/publicar';

/**
 * What the lifecycle machine's guards know of this action and of who acts, and the activity of
 * the next visit the person is carrying out at the site, if any.
 */
async function contextoDa(trx: Trx, empresaId: string, acao: AcaoCompleta, ator: Ator): Promise<{ contexto: AcaoContexto; visita: { id: string; codigo: string } | undefined }> {
  const visita = await acoes.visitaSeguinte(trx, empresaId, { siteId: acao.site_id, atividadeId: acao.atividade_id, usuarioId: ator.usuarioId });
  // The visit that fixed the action is not a later one: it does not check its own fix.
  const naVisitaSeguinte = visita !== undefined && visita.id !== acao.resolvida_na_atividade_id;
  return { contexto: { ator, responsavelId: acao.responsavel_id, naVisitaSeguinte }, visita };
}

/**
 * What a visit to the site does to an action: its responsável fixes it there, or the next visit
 * checks the fix. The visit's activity is named in the entry, and its report lists it.
 */
const DA_VISITA = new Set(['resolver', 'verificar', 'reabrir']);

/** The photos named as evidence, each with the activity it was sent through; 422 for one not sent at the action's site. */
async function fotosDaEvidencia(trx: Trx, empresaId: string, acao: AcaoCompleta, ids: readonly string[]): Promise<{ id: string; atividade_id: string }[]> {
  if (ids.length === 0) return [];
  const encontradas = new Map((await acoes.fotosDaSite(trx, empresaId, acao.site_id, ids)).map((foto) => [foto.id, foto]));
  if (ids.some((id) => !encontradas.has(id))) throw httpErrors.invalidField('fotos', motivoDoCampo('fotos_de_outro_site'));
  return ids.map((id) => encontradas.get(id)!);
}

/**
 * Runs `evento` through the lifecycle machine over the action read at `versao`: the machine
 * accepts it (the new status is written, one version up, with a histórico entry that keeps the
 * reason, the comment and the photos) or refuses it (409 with the machine's reason).
 */
export async function transicionarAcao(trx: Trx, empresaId: string, id: string, ator: Ator, body: AcaoTransicaoBody, autoria: Autoria): Promise<void> {
  const atual = await carregarAcaoNaVersao(trx, empresaId, id, body.versao);
  const { contexto, visita } = await contextoDa(trx, empresaId, atual, ator);
  const resultado = transicao(atual.status, contexto, body.evento, body);
  if (!resultado.ok) throw httpErrors.refused(resultado.motivo);
  const motivo = body.motivo?.trim() || null;
  if (motivo && motivo.length > MOTIVO_MAX) throw httpErrors.invalidField('motivo', motivoDoCampo('max_caracteres', { maximo: MOTIVO_MAX }));
  const comentario = body.comentario?.trim() || null;
  if (comentario && comentario.length > EVIDENCIA_MAX.comentario) {
    throw httpErrors.invalidField('comentario', motivoDoCampo('max_caracteres', { maximo: EVIDENCIA_MAX.comentario }));
  }
  const fotos = await fotosDaEvidencia(trx, empresaId, atual, body.fotos ?? []);

  const campos: Updateable<AcaoTable> = { status: resultado.status };
  // Where it was fixed: the visit under way at the site, if any; reopened, it is to be fixed again.
  if (body.evento === 'resolver') campos.resolvida_na_atividade_id = visita?.id ?? null;
  if (body.evento === 'reabrir') campos.resolvida_na_atividade_id = null;
  if (!(await acoes.update(trx, empresaId, id, body.versao, campos, autoria))) throw httpErrors.stale();
  const depois = {
    status: resultado.status,
    ...(comentario ? { comentario } : {}),
    ...(fotos.length ? { fotos } : {}),
    ...(visita && DA_VISITA.has(body.evento) ? { atividade_id: visita.id, atividade_codigo: visita.codigo } : {}),
  };
  await acaoHistorico.registrar(trx, empresaId, [{ acaoId: id, acao: body.evento, motivo, antes: { status: atual.status }, depois }], autoria);
  const evento = { id, codigo: atual.codigo, versao: body.versao + 1, evento: body.evento, de: atual.status, para: resultado.status, motivo };
  await publicarEvento(trx, empresaId, 'acao.transicao', evento, autoria.agora);
  if (resultado.status === 'resolvida') {
    await notificar(trx, empresaId, autoria, await notificacoes.quemVerifica(trx, empresaId), {
      tipo: 'acao_resolvida',
      params: { codigo: atual.codigo, titulo: atual.titulo, autor: await nomeDoAutor(trx, autoria) },
      link: linkDaAcao(id),
    });
  }
}
