import { transicao, type AtividadeContexto } from '#machines/atividadeMachine';
import { type StatusAtividade } from '#contract/atividadeStatus';
import type { ItemOutbox } from './outbox';
import type { TransicaoNoAparelho } from './outboxDaSessao';

/** One step of a lifecycle machine, as its `transicao` answers it. */
type Passo<S> = (status: S, item: ItemOutbox) => { ok: true; status: S } | { ok: false };

/**
 * The status the person sees: the server's, moved on by the items still in the outbox, in their
 * order, through the record's own machine. One the machine no longer takes here (the server's
 * status already has it, once sent) is passed over; a refused one (conflito) is not applied.
 */
export function comPendentes<S>(status: S, itens: ItemOutbox[], passo: Passo<S>): S {
  return itens
    .filter((item) => item.estado !== 'conflito')
    .reduce((atual, item) => {
      const resultado = passo(atual, item);
      return resultado.ok ? resultado.status : atual;
    }, status);
}

/** An activity's status with its transitions still in the outbox. */
export function statusComPendentes(status: StatusAtividade, contexto: AtividadeContexto, atividadeId: string, itens: ItemOutbox[]): StatusAtividade {
  const daAtividade = itens.filter((item) => item.atividade_id === atividadeId && item.tipo === 'transicao');
  return comPendentes(status, daAtividade, (atual, item) => {
    const { evento, motivo } = item.corpo as TransicaoNoAparelho;
    return transicao(atual, contexto, evento, motivo);
  });
}
