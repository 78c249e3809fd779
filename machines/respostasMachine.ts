import { assign, fromPromise, setup } from 'xstate';
import type { Resposta } from '../contract/questionarioRegras';
import { asFailure, type CallFailure } from './callFailure';

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
  | { type: 'respostas.descartar' }
  /** The browser is back online: what waits goes out now. */
  | { type: 'respostas.online' }
  /** Answers kept on the device from an earlier visit that had not reached the server. */
  | { type: 'respostas.restaurar'; lote: Lote };

const vazio = (): Lote => ({ respostas: {}, comentarios: {} });
const temAlgo = (lote: Lote) => Object.keys(lote.respostas).length + Object.keys(lote.comentarios).length > 0;
/** What failed to go out (or was kept from before) goes back under what was written since, which is newer. */
export const juntar = (antigo: Lote | null, novo: Lote): Lote => ({
  respostas: { ...antigo?.respostas, ...novo.respostas },
  comentarios: { ...antigo?.comentarios, ...novo.comentarios },
});


/**
 * The autosave of an activity's answers: each change waits for a pause in typing, then goes out with
 * the activity's `versao` (the caller's `salvar` actor adds it). Changes made while a save runs wait
 * for the next. A 409 (someone else wrote first, or the activity left em_andamento) stops here until
 * the activity is read again: nothing is ever written over a newer version. Without a connection
 * the answers wait, in order of writing (newer over older), until it returns.
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
    restaurar: assign(({ context, event }) => (event.type === 'respostas.restaurar' ? { pendentes: juntar(event.lote, context.pendentes) } : {})),
    devolver: assign(({ context, event }) => ({
      pendentes: juntar(context.enviando, context.pendentes),
      enviando: null,
      failure: asFailure((event as { error?: unknown }).error),
    })),
  },
  delays: { pausa: 800, reenvio: 15_000 },
  guards: {
    haPendentes: ({ context }) => temAlgo(context.pendentes),
    conflito: ({ event }) => asFailure((event as { error?: unknown }).error).status === 409,
    // No answer at all: the network, not the server, is what failed.
    semConexao: ({ event }) => asFailure((event as { error?: unknown }).error).status === null,
    loteComAlgo: ({ event }) => event.type === 'respostas.restaurar' && temAlgo(event.lote),
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
        'respostas.restaurar': { guard: 'loteComAlgo', target: 'salvando', actions: 'restaurar' },
      },
    },
    aguardando: {
      after: { pausa: 'salvando' },
      on: {
        'respostas.responder': { target: 'aguardando', reenter: true, actions: 'anotar' },
        'respostas.comentar': { target: 'aguardando', reenter: true, actions: 'anotar' },
        'respostas.enviar': 'salvando',
        'respostas.restaurar': { actions: 'restaurar' },
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
          { guard: 'conflito', target: 'conflito', actions: 'devolver' },
          { guard: 'semConexao', target: 'semConexao', actions: 'devolver' },
          { target: 'falhou', actions: 'devolver' },
        ],
      },
      on: {
        'respostas.responder': { actions: 'anotar' },
        'respostas.comentar': { actions: 'anotar' },
        'respostas.restaurar': { actions: 'restaurar' },
      },
    },
    /** Not sent: kept (on the device too, by the caller) and sent when the connection returns, or tried again now and then. */
    semConexao: {
      after: { reenvio: 'salvando' },
      on: {
        'respostas.responder': { actions: 'anotar' },
        'respostas.comentar': { actions: 'anotar' },
        'respostas.restaurar': { actions: 'restaurar' },
        'respostas.online': 'salvando',
        'respostas.tentar': 'salvando',
        'respostas.enviar': 'salvando',
      },
    },
    falhou: {
      on: {
        'respostas.responder': { actions: 'anotar' },
        'respostas.comentar': { actions: 'anotar' },
        'respostas.restaurar': { actions: 'restaurar' },
        'respostas.tentar': 'salvando',
        'respostas.enviar': 'salvando',
      },
    },
    conflito: {
      on: { 'respostas.descartar': { target: 'salvo', actions: assign({ pendentes: vazio(), failure: null }) } },
    },
  },
});

export type RespostasState = 'salvo' | 'aguardando' | 'salvando' | 'semConexao' | 'falhou' | 'conflito';
