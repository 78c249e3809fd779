import { PRAZOS_ACAO_PADRAO, prazoDaPrioridade } from '#contract/acaoStatus';
import { problemasDaAcao, type AcaoCreateBody } from '#contract/acoes';
import { perguntasEmOrdem } from '#contract/questionarioRegras';
import { conferirReferencias } from '../atividades/referencias';
import { definicaoCongelada } from '../atividades/transicionar';
import { atividades } from '../db/repositories/atividades';
import { configuracoes } from '../db/repositories/configuracoes';
import type { Autoria } from '../db/repositories/registros';
import type { Trx } from '../db/tenant';
import { semProblemas } from '../http/registros';
import type { Problema } from '../http/textoDoCampo';
import { motivo } from '#contract/mensagensDoCampo';
import { inserirAcoes } from './inserir';

/** The site of the new action and the problems of its origin: the activity's, or the one chosen. */
async function origem(trx: Trx, empresaId: string, body: AcaoCreateBody): Promise<{ siteId: string | null; problemas: Record<string, Problema[]> }> {
  const atividadeId = body.atividade_id ?? null;
  const perguntaId = body.pergunta_id ?? null;
  if (atividadeId === null) {
    if (perguntaId !== null) return { siteId: null, problemas: { pergunta_id: [motivo('pergunta_sem_atividade')] } };
    if (body.site_id === undefined) return { siteId: null, problemas: { site_id: [motivo('obrigatorio')] } };
    return { siteId: body.site_id, problemas: (await conferirReferencias(trx, empresaId, { site_id: body.site_id })).problemas };
  }
  const atividade = await atividades.find(trx, empresaId, atividadeId);
  if (!atividade) return { siteId: null, problemas: { atividade_id: [motivo('atividade_desconhecida')] } };
  const problemas: Record<string, Problema[]> = {};
  if (body.site_id !== undefined && body.site_id !== atividade.site_id) problemas.site_id = [motivo('site_diferente_da_atividade')];
  if (perguntaId !== null) {
    const definicao = await definicaoCongelada(trx, empresaId, atividade);
    const existe = definicao !== null && perguntasEmOrdem(definicao).some(({ pergunta }) => pergunta.id === perguntaId);
    if (!existe) problemas.pergunta_id = [motivo('pergunta_desconhecida')];
  }
  return { siteId: atividade.site_id, problemas };
}

/**
 * Creates an action raised by a person (`origem: 'manual'`): from an answer of an activity, at
 * its site, or free at a site. Without a prazo, the company's rule for the priority sets it.
 */
export async function criarAcao(trx: Trx, empresaId: string, body: AcaoCreateBody, autoria: Autoria): Promise<string> {
  const { valores, problemas: doContrato } = problemasDaAcao({ titulo: body.titulo, descricao: body.descricao ?? null });
  const { siteId, problemas: daOrigem } = await origem(trx, empresaId, body);
  const responsavel = await conferirReferencias(trx, empresaId, { responsavel_id: body.responsavel_id });
  semProblemas({ ...doContrato, ...daOrigem, ...responsavel.problemas });

  const prazos = (await configuracoes.get(trx, empresaId))?.prazos_acao ?? PRAZOS_ACAO_PADRAO;
  const prazo = body.prazo === undefined ? prazoDaPrioridade(autoria.agora, body.prioridade, prazos) : body.prazo;
  const [id] = await inserirAcoes(
    trx,
    empresaId,
    [
      {
        ...valores,
        prioridade: body.prioridade,
        prazo,
        responsavel_id: body.responsavel_id,
        site_id: siteId!,
        atividade_id: body.atividade_id ?? null,
        pergunta_id: body.pergunta_id ?? null,
        origem: 'manual',
      },
    ],
    autoria,
  );
  return id!;
}
