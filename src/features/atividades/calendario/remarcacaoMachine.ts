import { assign, fromPromise, setup } from 'xstate';
import type { StatusAtividade } from '#contract/atividadeStatus';
import { asFailure, type CallFailure } from '#machines/callFailure';

/** What the calendar knows of an activity to move it: its schedule and the `versao` it read. */
export interface Remarcavel {
  id: string;
  status: StatusAtividade;
  agendada_para: string;
  versao: number;
}

/** One move asked for: the activity as read, and the instant it should go to. */
export interface Remarcacao {
  atividade: Remarcavel;
  para: string;
}

export interface RemarcacaoContext {
  /** Who may reschedule (admin, gestor): for the others the calendar is read-only. */
  pode: boolean;
  /** The activity being dragged, before it is dropped. */
  arrastando: string | null;
  /** The move on its way to the server: the calendar shows the activity where it goes meanwhile. */
  pedido: Remarcacao | null;
  /** Why the last move was refused; the activity is back where it was. */
  recusa: CallFailure | null;
}

export type RemarcacaoEvent =
  | { type: 'arrasto.iniciar'; atividade: Remarcavel }
  | { type: 'arrasto.cancelar' }
  /** A drop, or a key that moves the focused activity. */
  | { type: 'remarcacao.pedir'; atividade: Remarcavel; para: string }
  | { type: 'recusa.fechar' };

export type RemarcacaoState = 'ocioso' | 'arrastando' | 'salvando' | 'recusado';

/** Only an open activity changes its schedule (the server refuses a concluded or cancelled one). */
const ABERTOS: readonly StatusAtividade[] = ['agendada', 'em_andamento', 'pausada'];

export const podeMover = (pode: boolean, atividade: Remarcavel): boolean => pode && ABERTOS.includes(atividade.status);

/**
 * Rescheduling on the calendar, by pointer or by keyboard: an open activity is picked up (drag),
 * dropped or moved by a key, and sent with the `versao` it was read at; while the server answers
 * it shows where it goes, and a refusal (a stale `versao`, a prazo before the new date) puts it
 * back with the reason. One move at a time: a key pressed while one is on its way is ignored.
 */
export const remarcacaoMachine = setup({
  types: {
    context: {} as RemarcacaoContext,
    events: {} as RemarcacaoEvent,
    input: {} as { pode: boolean },
  },
  actors: {
    remarcar: fromPromise<unknown, Remarcacao>(async () => {
      throw new Error('The app must provide the remarcar actor');
    }),
  },
  guards: {
    podeMover: ({ context }, atividade: Remarcavel) => podeMover(context.pode, atividade),
    mudou: ({ context }, pedido: Remarcacao) =>
      podeMover(context.pode, pedido.atividade) && Date.parse(pedido.para) !== Date.parse(pedido.atividade.agendada_para),
  },
  actions: {
    pegar: assign({ arrastando: (_, atividade: Remarcavel) => atividade.id, recusa: null }),
    pedir: assign({ arrastando: null, pedido: (_, pedido: Remarcacao) => pedido, recusa: null }),
    largar: assign({ arrastando: null }),
  },
}).createMachine({
  id: 'remarcacao',
  context: ({ input }) => ({ pode: input.pode, arrastando: null, pedido: null, recusa: null }),
  initial: 'ocioso',
  states: {
    ocioso: {
      on: {
        'arrasto.iniciar': { target: 'arrastando', guard: { type: 'podeMover', params: ({ event }) => event.atividade }, actions: { type: 'pegar', params: ({ event }) => event.atividade } },
        'remarcacao.pedir': { target: 'salvando', guard: { type: 'mudou', params: ({ event }) => event }, actions: { type: 'pedir', params: ({ event }) => event } },
      },
    },
    arrastando: {
      on: {
        'remarcacao.pedir': [
          { target: 'salvando', guard: { type: 'mudou', params: ({ event }) => event }, actions: { type: 'pedir', params: ({ event }) => event } },
          // Dropped where it was: nothing to send.
          { target: 'ocioso', actions: 'largar' },
        ],
        'arrasto.cancelar': { target: 'ocioso', actions: 'largar' },
      },
    },
    salvando: {
      invoke: {
        id: 'remarcar',
        src: 'remarcar',
        input: ({ context }) => context.pedido!,
        onDone: { target: 'ocioso', actions: assign({ pedido: null }) },
        onError: { target: 'recusado', actions: assign({ pedido: null, recusa: ({ event }) => asFailure(event.error) }) },
      },
    },
    recusado: {
      on: {
        'recusa.fechar': { target: 'ocioso', actions: assign({ recusa: null }) },
        'arrasto.iniciar': { target: 'arrastando', guard: { type: 'podeMover', params: ({ event }) => event.atividade }, actions: { type: 'pegar', params: ({ event }) => event.atividade } },
        'remarcacao.pedir': { target: 'salvando', guard: { type: 'mudou', params: ({ event }) => event }, actions: { type: 'pedir', params: ({ event }) => event } },
      },
    },
  },
});
