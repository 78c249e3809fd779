import { problemasDaAcao, type AcaoUpdateBody } from '#contract/acoes';
import { conferirReferencias } from '../atividades/referencias';
import { acaoHistorico } from '../db/repositories/acaoHistorico';
import { acoes } from '../db/repositories/acoes';
import type { Autoria } from '../db/repositories/registros';
import type { Trx } from '../db/tenant';
import { httpErrors } from '../http/errors';
import { semProblemas } from '../http/registros';
import { linkDaAcao, notificar } from '../notificacoes/notificar';
import { carregarAcaoNaVersao } from './carregar';

const ENCERRADA = 'Esta ação já foi verificada ou cancelada e não pode ser alterada.';

const EDITAVEIS = ['titulo', 'descricao', 'prioridade', 'prazo', 'responsavel_id'] as const;
type Editavel = (typeof EDITAVEIS)[number];

const iso = (valor: Date | string | null) => (valor === null ? null : new Date(valor).toISOString());

/**
 * Applies the change over the action the screen read at `versao`, while it is neither verified
 * nor cancelled. Writes nothing when nothing changes; otherwise one version up, with the fields
 * it changed before and after in the histórico. True when it was written.
 */
export async function alterarAcao(trx: Trx, empresaId: string, id: string, body: AcaoUpdateBody, autoria: Autoria): Promise<boolean> {
  const { versao, ...mudanca } = body;
  const atual = await carregarAcaoNaVersao(trx, empresaId, id, versao);
  if (atual.status === 'verificada' || atual.status === 'cancelada') throw httpErrors.refused(ENCERRADA);

  const { valores, problemas } = problemasDaAcao({
    titulo: mudanca.titulo ?? atual.titulo,
    descricao: mudanca.descricao === undefined ? atual.descricao : mudanca.descricao,
  });
  const antes: Record<Editavel, unknown> = { ...atual, prazo: iso(atual.prazo) };
  const depois: Record<Editavel, unknown> = { ...antes, ...mudanca, ...valores, prazo: mudanca.prazo === undefined ? antes.prazo : iso(mudanca.prazo) };
  const alterados = EDITAVEIS.filter((campo) => depois[campo] !== antes[campo]);
  if (alterados.includes('responsavel_id') && mudanca.responsavel_id !== undefined) {
    Object.assign(problemas, (await conferirReferencias(trx, empresaId, { responsavel_id: mudanca.responsavel_id })).problemas);
  }
  semProblemas(problemas);
  if (alterados.length === 0) return false;

  const deAntes = Object.fromEntries(alterados.map((campo) => [campo, antes[campo]]));
  const mudou = Object.fromEntries(alterados.map((campo) => [campo, depois[campo]]));
  if (!(await acoes.update(trx, empresaId, id, versao, mudou, autoria))) throw httpErrors.stale();
  await acaoHistorico.registrar(trx, empresaId, [{ acaoId: id, acao: 'edicao', antes: deAntes, depois: mudou }], autoria);
  if (alterados.includes('responsavel_id')) {
    await notificar(trx, empresaId, autoria, [depois.responsavel_id as string | null], {
      tipo: 'acao_atribuida',
      params: { codigo: atual.codigo, titulo: depois.titulo as string },
      link: linkDaAcao(id),
    });
  }
  return true;
}
