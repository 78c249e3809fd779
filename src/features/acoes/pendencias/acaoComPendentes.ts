import type { AcaoCorretiva } from '#contract/acoes';
import { STATUS_ACAO_A_CORRIGIR, type StatusAcao } from '#contract/acaoStatus';
import { transicao, type AcaoContexto } from '#machines/acaoMachine';
import type { ItemOutbox } from '../../atividades/offline/outbox';
import type { AcaoNoAparelho } from '../../atividades/offline/outboxDaSessao';
import { comPendentes } from '../../atividades/offline/statusComPendentes';

/** Late once past its prazo while the work on it is still to be done. */
const A_CORRIGIR: ReadonlySet<StatusAcao> = new Set(STATUS_ACAO_A_CORRIGIR);
/** What the next visit no longer checks: it leaves the site's pendências. */
const ENCERRADA: ReadonlySet<StatusAcao> = new Set(['verificada', 'cancelada']);

/** The outbox's items that check this action on a visit (verificar, reabrir), in their order. */
export const itensDaAcao = (itens: ItemOutbox[], acaoId: string) =>
  itens.filter((item) => item.tipo === 'acao' && (item.corpo as unknown as AcaoNoAparelho).acao_id === acaoId);

/**
 * The action as the person sees it on this device: the kept one, moved on by what they checked
 * on a visit and the outbox still holds, through the action's own machine (as statusComPendentes
 * does for activities). Each item was made on the visit by its técnico, which the server checks again.
 */
export function acaoComPendentes(acao: AcaoCorretiva, itens: ItemOutbox[], ator: AcaoContexto['ator']): AcaoCorretiva {
  const contexto: AcaoContexto = { ator, responsavelId: acao.responsavel?.id ?? null, naVisitaSeguinte: true };
  const daAcao = itensDaAcao(itens, acao.id);
  const status = comPendentes(acao.status, daAcao, (atual, item) => {
    const { evento, motivo, comentario } = item.corpo as unknown as AcaoNoAparelho;
    return transicao(atual, contexto, evento, { motivo, comentario });
  });
  if (status === acao.status) return acao;
  const atrasada = A_CORRIGIR.has(status) && acao.prazo !== null && Date.parse(acao.prazo) < Date.now();
  // Resolved on this device at a visit: that visit, as the server will record it.
  const resolvidaNa = status === 'resolvida' ? (daAcao.findLast((item) => (item.corpo as unknown as AcaoNoAparelho).evento === 'resolver')?.atividade_id ?? acao.resolvida_na_atividade_id) : null;
  return { ...acao, status, atrasada, resolvida_na_atividade_id: resolvidaNa };
}

/** How many of a site's pendências are still to be checked once what waits in the outbox is counted. */
export const pendenciasAConferir = (pendencias: AcaoCorretiva[], itens: ItemOutbox[], ator: AcaoContexto['ator']) =>
  pendencias.filter((acao) => !ENCERRADA.has(acaoComPendentes(acao, itens, ator).status)).length;
