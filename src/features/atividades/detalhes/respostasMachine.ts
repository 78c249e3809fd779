import { assign, fromPromise, setup } from 'xstate';
import type { RespostasAtuais } from '#contract/atividade';
import type { Resposta } from '#contract/questionarioRegras';
import { asFailure, semResposta, type CallFailure } from '#machines/callFailure';

/** Answers and comments written on screen and not yet saved, by question id (null or a blank comment clears one). */
export interface Lote {
  respostas: Record<string, Resposta>;
  comentarios: Record<string, string | null>;
  /**
   * The activity's versao on screen when the oldest of these was written: the server refuses
   * only answers someone else changed after it. Absent in lotes kept by older versions of the app.
   */
  versao?: number;
}

/** Which value of an answer (or comment) in conflict stays: the person's own, or the one now on the server. */
export type Escolha = 'minha' | 'atual';

export interface RespostasContext {
  /** Written since the last save started. */
  pendentes: Lote;
  /** On its way to the server. */
  enviando: Lote | null;
  failure: CallFailure | null;
  /** After a 409 naming answers someone else changed: their values now, those still to be chosen, and the versao they are at. */
  atuais: RespostasAtuais | null;
}

export type RespostasEvent =
  | { type: 'respostas.responder'; id: string; valor: Resposta; versao?: number }
  | { type: 'respostas.comentar'; id: string; texto: string; versao?: number }
  /** After a conflict: which value of one answer or comment stays; once all are chosen, the save goes out again over `atuais.versao`. */
  | { type: 'respostas.escolher'; tipo: 'respostas' | 'comentarios'; id: string; escolha: Escolha }
  /** Save now, without waiting for the pause in typing (before a transition). */
  | { type: 'respostas.enviar' }
  | { type: 'respostas.tentar' }
  /** The person chose to read the activity again and drop what was not saved. */
  | { type: 'respostas.descartar' }
  /** The browser is back online: what waits goes out now. */
  | { type: 'respostas.online' }
  /** Answers kept on the device from an earlier visit that had not reached the server, with the server's refusal if it refused them meanwhile. */
  | { type: 'respostas.restaurar'; lote: Lote; falha?: CallFailure };

const vazio = (): Lote => ({ respostas: {}, comentarios: {} });
const temAlgo = (lote: Lote) => Object.keys(lote.respostas).length + Object.keys(lote.comentarios).length > 0;
/** What failed to go out (or was kept from before) goes back under what was written since, which is newer. */
export const juntar = (antigo: Lote | null, novo: Lote): Lote => {
  const versoes = [antigo?.versao, novo.versao].filter((versao) => versao !== undefined);
  return {
    respostas: { ...antigo?.respostas, ...novo.respostas },
    comentarios: { ...antigo?.comentarios, ...novo.comentarios },
    ...(versoes.length > 0 ? { versao: Math.min(...versoes) } : {}),
  };
};

const semChave = <V>(valores: Record<string, V>, id: string) => Object.fromEntries(Object.entries(valores).filter(([chave]) => chave !== id));
/** The server's values that came with a 409, when it named the answers in conflict. */
const atuaisDo = (error: unknown): RespostasAtuais | null =>
  (error as { body?: { atuais?: RespostasAtuais } } | null)?.body?.atuais ?? null;


/**
 * The autosave of an activity's answers: each change waits for a pause in typing, then goes out with
 * the activity's `versao` (the caller's `salvar` actor adds it). Changes made while a save runs wait
 * for the next. A 409 stops here with the answers kept: when someone else changed some of them, the
 * person chooses for each whose value stays, and the rest goes out again; when the activity left
 * em_andamento, until it is read again. Nothing is ever written over someone else's newer answer. Without a connection
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
      if (event.type !== 'respostas.responder' && event.type !== 'respostas.comentar') return {};
      const pendentes = juntar({ respostas: {}, comentarios: {}, ...(event.versao === undefined ? {} : { versao: event.versao }) }, context.pendentes);
      if (event.type === 'respostas.responder') return { pendentes: { ...pendentes, respostas: { ...pendentes.respostas, [event.id]: event.valor } } };
      return { pendentes: { ...pendentes, comentarios: { ...pendentes.comentarios, [event.id]: event.texto } } };
    }),
    escolher: assign(({ context, event }) => {
      if (event.type !== 'respostas.escolher' || !context.atuais) return {};
      const { tipo, id, escolha } = event;
      const pendentes = escolha === 'atual' ? { ...context.pendentes, [tipo]: semChave(context.pendentes[tipo], id) } : context.pendentes;
      return { pendentes, atuais: { ...context.atuais, [tipo]: semChave(context.atuais[tipo], id) } };
    }),
    // Every answer the server named is chosen; the others it checked against the same versao.
    retomar: assign(({ context }) => ({
      pendentes: { ...context.pendentes, ...(context.atuais ? { versao: context.atuais.versao } : {}) },
      atuais: null,
      failure: null,
    })),
    restaurar: assign(({ context, event }) => (event.type === 'respostas.restaurar' ? { pendentes: juntar(event.lote, context.pendentes) } : {})),
    // Refused while no page was open (the outbox sent them): the same choice as a refusal seen here.
    restaurarConflito: assign(({ event }) => {
      if (event.type !== 'respostas.restaurar' || !event.falha) return {};
      return { failure: asFailure(event.falha), atuais: atuaisDo(event.falha) };
    }),
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
    semConexao: ({ event }) => semResposta(asFailure((event as { error?: unknown }).error)),
    tudoEscolhido: ({ context }) =>
      context.atuais !== null && Object.keys(context.atuais.respostas).length + Object.keys(context.atuais.comentarios).length === 0,
    loteComAlgo: ({ event }) => event.type === 'respostas.restaurar' && temAlgo(event.lote),
    restauradoEmConflito: ({ event }) => event.type === 'respostas.restaurar' && temAlgo(event.lote) && event.falha !== undefined,
  },
}).createMachine({
  id: 'respostas',
  context: { pendentes: vazio(), enviando: null, failure: null, atuais: null },
  initial: 'salvo',
  states: {
    salvo: {
      on: {
        'respostas.responder': { target: 'aguardando', actions: 'anotar' },
        'respostas.comentar': { target: 'aguardando', actions: 'anotar' },
        'respostas.restaurar': [
          { guard: 'restauradoEmConflito', target: 'conflito', actions: ['restaurar', 'restaurarConflito'] },
          { guard: 'loteComAlgo', target: 'salvando', actions: 'restaurar' },
        ],
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
          {
            guard: 'conflito',
            target: 'conflito',
            actions: ['devolver', assign({ atuais: ({ event }) => atuaisDo(event.error) })],
          },
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
    /** Kept, never dropped unless the person asks: they choose answer by answer what stays, or read the activity again. */
    conflito: {
      always: { guard: 'tudoEscolhido', target: 'salvando', actions: 'retomar' },
      on: {
        'respostas.escolher': { actions: 'escolher' },
        'respostas.descartar': { target: 'salvo', actions: assign({ pendentes: vazio(), failure: null, atuais: null }) },
      },
    },
  },
});

export type RespostasState = 'salvo' | 'aguardando' | 'salvando' | 'semConexao' | 'falhou' | 'conflito';
