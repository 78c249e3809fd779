import { assign, fromPromise, setup } from 'xstate';
import type { LoteResposta } from '#contract/lote';
import { asFailure, type CallFailure } from '#machines/callFailure';

export interface LoteContext {
  /** What the API did with each record, once it answered. */
  resposta: LoteResposta | null;
  /** Why the whole request was refused (a 422 beside its field, a 403, the network). */
  failure: CallFailure | null;
}

/** A bulk route's body (contract/atividadeLote.ts, contract/acaoLote.ts): the feature that sends it knows its shape. */
export type LoteEvent = { type: 'lote.enviar'; pedido: object };

/**
 * A bulk change to a selection of records (activities, actions): the person fills in what to do (a
 * responsável, a date, a reason), it is sent once, and the answer says record by record what was done and
 * what was refused. A refusal of the request as a whole goes back to the form with its reason.
 */
export const loteMachine = setup({
  types: { context: {} as LoteContext, events: {} as LoteEvent },
  actors: {
    enviar: fromPromise<LoteResposta, object>(async () => {
      throw new Error('The app must provide the enviar actor');
    }),
  },
}).createMachine({
  id: 'lote',
  context: { resposta: null, failure: null },
  initial: 'escolhendo',
  states: {
    escolhendo: {
      on: { 'lote.enviar': 'enviando' },
    },
    enviando: {
      entry: assign({ failure: null }),
      invoke: {
        id: 'enviar',
        src: 'enviar',
        // Only lote.enviar enters this state.
        input: ({ event }) => event.pedido,
        onDone: { target: 'concluido', actions: assign({ resposta: ({ event }) => event.output }) },
        onError: { target: 'escolhendo', actions: assign({ failure: ({ event }) => asFailure(event.error) }) },
      },
    },
    concluido: { type: 'final' },
  },
});
