import { assign, emit, setup } from 'xstate';

export interface ConfirmContext {
  title: string;
  message: string;
  answer: boolean | null;
}

export type ConfirmEvent =
  | { type: 'confirm.ask'; title: string; message: string }
  | { type: 'confirm.accept' }
  | { type: 'confirm.reject' }
  | { type: 'confirm.dismiss' };

export type ConfirmEmitted = { type: 'confirm.answered'; answer: boolean };

/** Two buttons, 'Não confirmar' focused, and dismissing means no. */
export const confirmMachine = setup({
  types: {
    context: {} as ConfirmContext,
    events: {} as ConfirmEvent,
    emitted: {} as ConfirmEmitted,
  },
  actions: {
    record: assign((_, params: { answer: boolean }) => ({ answer: params.answer })),
    tell: emit((_, params: { answer: boolean }) => ({ type: 'confirm.answered' as const, answer: params.answer })),
  },
}).createMachine({
  id: 'confirm',
  context: { title: '', message: '', answer: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'confirm.ask': {
          target: 'open',
          actions: assign({
            title: ({ event }) => event.title,
            message: ({ event }) => event.message,
            answer: null,
          }),
        },
      },
    },
    open: {
      on: {
        'confirm.accept': { target: 'closed', actions: [
            { type: 'record', params: { answer: true } },
            { type: 'tell', params: { answer: true } },
          ] },
        'confirm.reject': { target: 'closed', actions: [
            { type: 'record', params: { answer: false } },
            { type: 'tell', params: { answer: false } },
          ] },
        'confirm.dismiss': { target: 'closed', actions: [
            { type: 'record', params: { answer: false } },
            { type: 'tell', params: { answer: false } },
          ] },
      },
    },
  },
});
