import { transicao, type AtividadeContexto } from '#machines/atividadeMachine';
import { type StatusAtividade } from '#contract/atividadeStatus';
import type { ItemOutbox } from './outbox';
import type { TransicaoNoAparelho } from './outboxDaSessao';

/**
 * The status the person sees: the server's, moved on by the transitions of this activity still in
 * the outbox, through the same machine. One the machine no longer takes here (the server's status
 * already has it, once sent) is passed over; a refused one (conflito) is not applied.
 */
export function statusComPendentes(status: StatusAtividade, contexto: AtividadeContexto, atividadeId: string, itens: ItemOutbox[]): StatusAtividade {
  return itens
    .filter((item) => item.atividade_id === atividadeId && item.tipo === 'transicao' && item.estado !== 'conflito')
    .reduce((atual, item) => {
      const { evento, motivo } = item.corpo as TransicaoNoAparelho;
      const resultado = transicao(atual, contexto, evento, motivo);
      return resultado.ok ? resultado.status : atual;
    }, status);
}
