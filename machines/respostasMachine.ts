import { assign, fromPromise, setup } from 'xstate';
import type { Resposta } from '../contract/questionarioRegras';
import { asFailure, type CallFailure } from './sessionMachine';

/** Answers and comments written on screen and not yet saved, by question id (null or a blank comment clears one). */
export interface Lote {
  respostas: Record<string, Resposta>;
  comentarios: Record<string, string | null>;
}

export interface RespostasContext {
  /** Written since the last save started. */
  pendentes: Lote;
  /** On its way to the server. */
  enviando: Lote | null;
  failure: CallFailure | null;
}

export type RespostasEvent =
  | { type: 'respostas.responder'; id: string; valor: Resposta }
  | { type: 'respostas.comentar'; id: string; texto: string }
  /** Save now, without waiting for the pause in typing (before a transition). */
  | { type: 'respostas.enviar' }
  | { type: 'respostas.tentar' }
  /** After a conflict, the activity is read again: what was not saved is dropped. */
  | { type: 'respostas.descartar' };

const vazio = (): Lote => ({ respostas: {}, comentarios: {} });
const temAlgo = (lote: Lote) => Object.keys(lote.respostas).length + Object.keys(lote.comentarios).length > 0;
/** What failed to go out goes back under what was written since, which is newer. */
const juntar = (antigo: Lote | null, novo: Lote): Lote => ({
  respostas: { ...antigo?.respostas, ...novo.respostas },
  comentarios: { ...antigo?.comentarios, ...novo.comentarios },
});


/**
 * The autosave of an activity's answers: each change waits for a pause in typing, then goes out with
 * the activity's `versao` (the caller's `salvar` actor adds it). Changes made while a save runs wait
 * for the next. A 409 (someone else wrote first, or the activity left em_andamento) stops here until
 * the activity is read again: nothing is ever written over a newer version.
 */
export const respostasMachine = setup({
  types: { context: {} as RespostasContext, events: {} as RespostasEvent },
  actors: {
    salvar: fromPromise<unknown, Lote>(async () => {
      throw new Error('The app must provide the salvar actor');
    }),
  },
  actions: {
    anotar: assign(({ context, event }) => {
      if (event.type === 'respostas.responder') {
        return { pendentes: { ...context.pendentes, respostas: { ...context.pendentes.respostas, [event.id]: event.valor } } };
      }
      if (event.type === 'respostas.comentar') {
        return { pendentes: { ...context.pendentes, comentarios: { ...context.pendentes.comentarios, [event.id]: event.texto } } };
      }
      return {};
    }),
  },
  delays: { pausa: 800 },
  guards: {
    haPendentes: ({ context }) => temAlgo(context.pendentes),
    conflito: ({ event }) => asFailure((event as { error?: unknown }).error).status === 409,
  },
}).createMachine({
  id: 'respostas',
  context: { pendentes: vazio(), enviando: null, failure: null },
  initial: 'salvo',
  states: {
    salvo: {
      on: {
        'respostas.responder': { target: 'aguardando', actions: 'anotar' },
        'respostas.comentar': { target: 'aguardando', actions: 'anotar' },
      },
    },
    aguardando: {
      after: { pausa: 'salvando' },
      on: {
        'respostas.responder': { target: 'aguardando', reenter: true, actions: 'anotar' },
        'respostas.comentar': { target: 'aguardando', reenter: true, actions: 'anotar' },
        'respostas.enviar': 'salvando',
      },
    },
    salvando: {
      entry: assign(({ context }) => ({ enviando: context.pendentes, pendentes: vazio(), failure: null })),
      invoke: {
        src: 'salvar',
        input: ({ context }) => context.enviando ?? vazio(),
        onDone: [
          { guard: 'haPendentes', target: 'aguardando', actions: assign({ enviando: null }) },
          { target: 'salvo', actions: assign({ enviando: null }) },
        ],
        onError: [
          {
            guard: 'conflito',
            target: 'conflito',
            actions: assign(({ context, event }) => ({ pendentes: juntar(context.enviando, context.pendentes), enviando: null, failure: asFailure(event.error) })),
          },
          {
            target: 'falhou',
            actions: assign(({ context, event }) => ({ pendentes: juntar(context.enviando, context.pendentes), enviando: null, failure: asFailure(event.error) })),
          },
        ],
      },
      on: {
        'respostas.responder': { actions: 'anotar' },
        'respostas.comentar': { actions: 'anotar' },
      },
    },
    falhou: {
      on: {
        'respostas.responder': { actions: 'anotar' },
        'respostas.comentar': { actions: 'anotar' },
        'respostas.tentar': 'salvando',
        'respostas.enviar': 'salvando',
      },
    },
    conflito: {
      on: { 'respostas.descartar': { target: 'salvo', actions: assign({ pendentes: vazio(), failure: null }) } },
    },
  },
});

export type RespostasState = 'salvo' | 'aguardando' | 'salvando' | 'falhou' | 'conflito';
