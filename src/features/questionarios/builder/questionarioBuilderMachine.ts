import { assertEvent, and, assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { Definicao, Questionario, QuestionarioUpdateBody } from '#contract/questionario';
import { problemasDaDefinicao, type ProblemaNoItem } from '#contract/questionarioProblemas';
import { contorno, localizar, type Selecao } from './questionarioRascunho';
import { EDICOES, editar, type EdicaoEvent } from './questionarioEdicao';
import { asFailure, failureMessage, textoDoCampo, type CallFailure } from '#machines/callFailure';

/** A draft saves itself this long after the last edit. */
export const AUTOSAVE_MS = 3000;

export type Cabecalho = Omit<Questionario, 'secoes'>;

type Depois = 'publicar' | 'fechar' | 'sair';

export interface BuilderContext {
  id: string;
  /** The questionnaire as last read or written: its `versao` goes with the next save. */
  cabecalho: Cabecalho | null;
  rascunho: Definicao;
  selecionado: Selecao;
  /** New ids are `semente` and a counter (see geradorDeIds). */
  semente: string;
  contador: number;
  /** Grows with every edit; equal to `revisaoSalva` when nothing is left to save. */
  revisao: number;
  revisaoSalva: number;
  /** The revision the running save sends. */
  revisaoEnviada: number;
  /** What a save asked for by publishing, closing or leaving does once it succeeds. */
  aposSalvar: Depois | null;
  failure: CallFailure | null;
  message: string | null;
  /** The server's reasons for refusing a save or a publish (422), by item. */
  problemasServidor: ProblemaNoItem[];
}

export type BuilderEvent =
  | EdicaoEvent
  | { type: 'builder.select'; id: Selecao }
  | { type: 'builder.select.next' }
  | { type: 'builder.select.prev' }
  | { type: 'builder.save' }
  | { type: 'builder.publish' }
  | { type: 'builder.close' }
  | { type: 'builder.close.save' }
  | { type: 'builder.close.discard' }
  | { type: 'builder.close.cancel' }
  | { type: 'builder.retry' }
  | { type: 'builder.reload' }
  /** The screen went away without closing (Back, another page): nothing is there to ask any more. */
  | { type: 'builder.leave' }
  /** Raised by an edit that changed the draft. */
  | { type: 'rascunho.alterado' };

export type BuilderEmitted =
  | { type: 'builder.published'; versao: number | null }
  | { type: 'builder.publishBlocked'; problemas: number }
  | { type: 'builder.closed' }
  /** Left with edits that could not be saved: the reason, for the person who is no longer looking. */
  | { type: 'builder.leftUnsaved'; message: string };

export interface SaveInput {
  id: string;
  body: QuestionarioUpdateBody;
}

/** The server's `errors` (keyed `<id>.<campo>`, or `<campo>` for the questionnaire) as problems by item. */
export function problemasDoServidor(error: unknown): ProblemaNoItem[] {
  return Object.entries(asFailure(error).body?.errors ?? {}).flatMap(([chave, problemas]) => {
    const ponto = chave.indexOf('.');
    const id = ponto < 0 ? null : chave.slice(0, ponto);
    const campo = ponto < 0 ? chave : chave.slice(ponto + 1);
    return problemas.map((problema) => ({ id, campo, mensagem: textoDoCampo(problema) }));
  });
}

const vizinho = (context: BuilderContext, passo: 1 | -1): Selecao => {
  const ordem = contorno(context.rascunho);
  const indice = ordem.indexOf(context.selecionado);
  return ordem[Math.min(ordem.length - 1, Math.max(0, indice + passo))] ?? null;
};

/**
 * The questionnaire builder: the draft and its selection, edited by events; saved with the `versao` it
 * read (a stale write, 409, waits for a reload), on its own a few seconds after the last edit; published
 * only without problems; closed only once nothing unsaved would be lost, or the person chose to lose it.
 * Left without closing, it saves at once and stops, saying so when the edits could not be kept.
 */
// Publishing asks first that the draft have no problems; with nothing left to save it publishes at
// once, and otherwise it saves first and publishes once the save is done.
const PUBLICAR_JA = [{ guard: 'temProblemas', actions: 'avisarProblemas' }, { target: 'publishing' }] as const;
const PUBLICAR_APOS_SALVAR = [
  { guard: 'temProblemas', actions: 'avisarProblemas' },
  { target: 'saving', actions: { type: 'depois', params: { acao: 'publicar' } } },
] as const;
// Leaving the screen saves what is unsaved at once: the autosave's delay would outlive the screen.
const SAIR_SALVANDO = { target: 'saving', actions: { type: 'depois', params: { acao: 'sair' } } } as const;

export const questionarioBuilderMachine = setup({
  types: {
    context: {} as BuilderContext,
    events: {} as BuilderEvent,
    input: {} as { id: string; semente: string },
    emitted: {} as BuilderEmitted,
  },
  actors: {
    load: fromPromise<Questionario, string>(async () => {
      throw new Error('The app must provide the load actor');
    }),
    save: fromPromise<Questionario, SaveInput>(async () => {
      throw new Error('The app must provide the save actor');
    }),
    publish: fromPromise<Questionario, string>(async () => {
      throw new Error('The app must provide the publish actor');
    }),
  },
  delays: { autosave: AUTOSAVE_MS },
  actions: {
    carregar: assign(({ context }, params: { questionario: Questionario }) => {
      const { secoes, ...cabecalho } = params.questionario;
      const rascunho: Definicao = { titulo: cabecalho.titulo, descricao: cabecalho.descricao, secoes };
      return {
        cabecalho,
        rascunho,
        selecionado: localizar(rascunho, context.selecionado) ? context.selecionado : null,
        revisao: 0,
        revisaoSalva: 0,
        revisaoEnviada: 0,
        aposSalvar: null,
        failure: null,
        message: null,
        problemasServidor: [],
      };
    }),
    editar: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, EDICOES);
      const edicao = editar(context, event);
      if (edicao.rascunho === context.rascunho) return;
      enqueue.assign({ ...edicao, revisao: context.revisao + 1, problemasServidor: [] });
      enqueue.raise({ type: 'rascunho.alterado' });
    }),
    gravado: assign(({ context }, params: { questionario: Questionario }) => {
      const { secoes: _secoes, ...cabecalho } = params.questionario;
      return { cabecalho, revisaoSalva: context.revisaoEnviada };
    }),
    publicado: assign((_, params: { questionario: Questionario }) => {
      const { secoes: _secoes, ...cabecalho } = params.questionario;
      return { cabecalho, aposSalvar: null };
    }),
    fail: assign((_, params: { error: unknown }) => ({
      failure: asFailure(params.error),
      message: failureMessage(params.error),
      problemasServidor: problemasDoServidor(params.error),
      aposSalvar: null,
    })),
    limpar: assign({ failure: null, message: null }),
    depois: assign((_, params: { acao: Depois }) => ({ aposSalvar: params.acao })),
    avisarProblemas: emit(({ context }) => ({ type: 'builder.publishBlocked' as const, problemas: problemasDaDefinicao(context.rascunho).length })),
  },
  guards: {
    temProblemas: ({ context }) => problemasDaDefinicao(context.rascunho).length > 0,
    temNaoSalvo: ({ context }) => context.revisao !== context.revisaoSalva,
    editadoDuranteEnvio: ({ context }) => context.revisao !== context.revisaoEnviada,
    apos: ({ context }, params: { acao: Depois }) => context.aposSalvar === params.acao,
    algoDepois: ({ context }) => context.aposSalvar !== null,
    fechaDepois: ({ context }) => context.aposSalvar === 'fechar' || context.aposSalvar === 'sair',
    isStale: (_, params: { error: unknown }) => asFailure(params.error).status === 409,
    emConflito: ({ context }) => context.failure?.status === 409,
    falhou: ({ context }) => context.failure !== null,
  },
}).createMachine({
  id: 'questionarioBuilder',
  context: ({ input }) => ({
    id: input.id,
    cabecalho: null,
    rascunho: { titulo: '', descricao: null, secoes: [] },
    selecionado: null,
    semente: input.semente,
    contador: 0,
    revisao: 0,
    revisaoSalva: 0,
    revisaoEnviada: 0,
    aposSalvar: null,
    failure: null,
    message: null,
    problemasServidor: [],
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => context.id,
        onDone: { target: 'ready', actions: { type: 'carregar', params: ({ event }) => ({ questionario: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
      on: { 'builder.close': 'closed', 'builder.leave': 'closed' },
    },
    loadFailed: {
      on: { 'builder.retry': 'loading', 'builder.close': 'closed', 'builder.leave': 'closed' },
    },
    ready: {
      initial: 'clean',
      on: {
        ...Object.fromEntries(EDICOES.map((tipo) => [tipo, { actions: 'editar' as const }])),
        'builder.select': { actions: assign({ selecionado: ({ event }) => event.id }) },
        'builder.select.next': { actions: assign({ selecionado: ({ context }) => vizinho(context, 1) }) },
        'builder.select.prev': { actions: assign({ selecionado: ({ context }) => vizinho(context, -1) }) },
      },
      states: {
        clean: {
          on: {
            'rascunho.alterado': 'dirty',
            'builder.publish': PUBLICAR_JA,
            'builder.close': '#questionarioBuilder.closed',
            'builder.leave': '#questionarioBuilder.closed',
          },
        },
        dirty: {
          entry: 'limpar',
          after: { autosave: 'saving' },
          on: {
            'rascunho.alterado': { target: 'dirty', reenter: true },
            'builder.save': 'saving',
            'builder.publish': PUBLICAR_APOS_SALVAR,
            'builder.close': 'askingClose',
            'builder.leave': SAIR_SALVANDO,
          },
        },
        saving: {
          entry: [assign({ revisaoEnviada: ({ context }) => context.revisao }), 'limpar'],
          invoke: {
            id: 'save',
            src: 'save',
            input: ({ context }) => ({ id: context.id, body: { ...context.rascunho, versao: context.cabecalho?.versao ?? 1 } }),
            onDone: [
              {
                guard: and(['editadoDuranteEnvio', 'algoDepois']),
                target: 'saving',
                reenter: true,
                actions: { type: 'gravado', params: ({ event }) => ({ questionario: event.output }) },
              },
              {
                guard: 'editadoDuranteEnvio',
                target: 'dirty',
                actions: { type: 'gravado', params: ({ event }) => ({ questionario: event.output }) },
              },
              {
                guard: 'fechaDepois',
                target: '#questionarioBuilder.closed',
                actions: { type: 'gravado', params: ({ event }) => ({ questionario: event.output }) },
              },
              {
                guard: { type: 'apos', params: { acao: 'publicar' } },
                target: 'publishing',
                actions: { type: 'gravado', params: ({ event }) => ({ questionario: event.output }) },
              },
              { target: 'saved', actions: { type: 'gravado', params: ({ event }) => ({ questionario: event.output }) } },
            ],
            onError: [
              {
                guard: { type: 'apos', params: { acao: 'sair' } },
                target: '#questionarioBuilder.leftUnsaved',
                actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
              },
              {
                guard: { type: 'isStale', params: ({ event }) => ({ error: event.error }) },
                target: 'conflict',
                actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
              },
              { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
          on: {
            'builder.publish': [
              { guard: 'temProblemas', actions: 'avisarProblemas' },
              { actions: { type: 'depois', params: { acao: 'publicar' } } },
            ],
            // The save under way decides: closing waits for it, and a failure keeps the builder open.
            'builder.close': { actions: { type: 'depois', params: { acao: 'fechar' } } },
            'builder.leave': { actions: { type: 'depois', params: { acao: 'sair' } } },
          },
        },
        saved: {
          on: {
            'rascunho.alterado': 'dirty',
            'builder.publish': PUBLICAR_JA,
            'builder.close': '#questionarioBuilder.closed',
            'builder.leave': '#questionarioBuilder.closed',
          },
        },
        failed: {
          on: {
            'rascunho.alterado': 'dirty',
            'builder.save': 'saving',
            'builder.publish': PUBLICAR_APOS_SALVAR,
            'builder.close': 'askingClose',
            'builder.leave': SAIR_SALVANDO,
          },
        },
        conflict: {
          on: {
            // The person chose to drop their edits for the version someone else saved.
            'builder.reload': { target: '#questionarioBuilder.loading', actions: assign({ revisaoSalva: ({ context }) => context.revisao }) },
            'builder.close': 'askingClose',
            // Saving over the version someone else saved is never done without the person.
            'builder.leave': '#questionarioBuilder.leftUnsaved',
          },
        },
        publishing: {
          entry: 'limpar',
          invoke: {
            id: 'publish',
            src: 'publish',
            input: ({ context }) => context.id,
            onDone: {
              target: 'clean',
              actions: [
                { type: 'publicado', params: ({ event }) => ({ questionario: event.output }) },
                emit(({ event }) => ({ type: 'builder.published' as const, versao: event.output.versao_atual })),
              ],
            },
            // Nothing is lost when a publish is refused (problems, nothing new to publish, a newer
            // write): the saved draft stays as it is, and the message says why.
            onError: { target: 'publishRefused', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
          },
          // What is published is the saved draft: an edit now would be neither published nor saved, and
          // leaving loses nothing (the server finishes the publish).
          on: { ...Object.fromEntries(EDICOES.map((tipo) => [tipo, {}])), 'builder.leave': '#questionarioBuilder.closed' },
        },
        publishRefused: {
          on: {
            'rascunho.alterado': 'dirty',
            'builder.publish': PUBLICAR_JA,
            'builder.close': '#questionarioBuilder.closed',
            'builder.leave': '#questionarioBuilder.closed',
          },
        },
        askingClose: {
          on: {
            'builder.close.save': [{ guard: 'emConflito', target: 'conflict' }, { target: 'saving', actions: { type: 'depois', params: { acao: 'fechar' } } }],
            'builder.close.discard': '#questionarioBuilder.closed',
            'builder.close.cancel': [{ guard: 'emConflito', target: 'conflict' }, { guard: 'falhou', target: 'failed' }, { target: 'dirty' }],
            'builder.leave': [{ guard: 'emConflito', target: '#questionarioBuilder.leftUnsaved' }, SAIR_SALVANDO],
          },
        },
      },
    },
    closed: {
      type: 'final',
      entry: emit({ type: 'builder.closed' as const }),
    },
    leftUnsaved: {
      type: 'final',
      entry: emit(({ context }) => ({ type: 'builder.leftUnsaved' as const, message: context.message ?? failureMessage(context.failure) })),
    },
  },
});
