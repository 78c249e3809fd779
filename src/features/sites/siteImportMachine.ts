import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { ImportacaoErro, SiteImportacaoBody, SiteImportacaoResultado, SiteLinha } from '#contract/sitesImportacao';
import { asFailure, failureMessage } from '#machines/callFailure';

/** A file read into lines: `arquivo[i]` is the line of the file that `linhas[i]` came from. */
export interface ImportFile {
  linhas: SiteLinha[];
  arquivo: number[];
  /** Header cells that name no field of a site. */
  ignoradas: string[];
}

export interface SiteImportContext {
  nome: string | null;
  file: ImportFile | null;
  resultado: SiteImportacaoResultado | null;
  message: string | null;
}

export type SiteImportEvent = { type: 'import.file'; file: File } | { type: 'import.confirm' };

/** The lines the server refused, when a 422 carries them; null for any other failure. */
function refused(error: unknown): SiteImportacaoResultado | null {
  const body = asFailure(error).body as { total?: number; erros?: ImportacaoErro[] } | null;
  return asFailure(error).status === 422 && body?.erros ? { total: body.total ?? 0, importadas: 0, erros: body.erros } : null;
}

/**
 * Importing sites: the browser reads the file, the server checks every line (`confirmar: false`),
 * the person sees the problems line by line, and only a file without any is written, all at once.
 */
export const siteImportMachine = setup({
  types: {
    context: {} as SiteImportContext,
    events: {} as SiteImportEvent,
  },
  actors: {
    read: fromPromise<ImportFile, File>(async () => {
      throw new Error('The app must provide the read actor');
    }),
    send: fromPromise<SiteImportacaoResultado, SiteImportacaoBody>(async () => {
      throw new Error('The app must provide the send actor');
    }),
  },
  actions: {
    fail: assign((_, params: { error: unknown }) => ({ message: failureMessage(params.error) })),
    review: assign((_, params: { resultado: SiteImportacaoResultado | null }) => ({ resultado: params.resultado })),
  },
  guards: {
    clean: ({ context }) => context.resultado !== null && context.resultado.erros.length === 0,
    refused: (_, params: { error: unknown }) => refused(params.error) !== null,
  },
}).createMachine({
  id: 'siteImport',
  context: { nome: null, file: null, resultado: null, message: null },
  initial: 'choosing',
  on: {
    'import.file': {
      target: '.reading',
      actions: assign({ nome: ({ event }) => event.file.name, file: null, resultado: null, message: null }),
    },
  },
  states: {
    choosing: {},
    reading: {
      invoke: {
        id: 'read',
        src: 'read',
        input: ({ event }) => {
          assertEvent(event, 'import.file');
          return event.file;
        },
        onDone: { target: 'checking', actions: assign({ file: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    checking: {
      invoke: {
        id: 'check',
        src: 'send',
        input: ({ context }) => ({ linhas: context.file?.linhas ?? [], confirmar: false }),
        onDone: { target: 'review', actions: { type: 'review', params: ({ event }) => ({ resultado: event.output }) } },
        onError: [
          {
            guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
            target: 'review',
            actions: { type: 'review', params: ({ event }) => ({ resultado: refused(event.error) }) },
          },
          { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    review: {
      on: { 'import.confirm': { guard: 'clean', target: 'importing' } },
    },
    importing: {
      invoke: {
        id: 'write',
        src: 'send',
        input: ({ context }) => ({ linhas: context.file?.linhas ?? [], confirmar: true }),
        onDone: { target: 'done', actions: { type: 'review', params: ({ event }) => ({ resultado: event.output }) } },
        onError: [
          // Someone else created a clashing site meanwhile: the lines are shown again, now with the problem.
          {
            guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
            target: 'review',
            actions: { type: 'review', params: ({ event }) => ({ resultado: refused(event.error) }) },
          },
          { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    done: { type: 'final' },
    failed: {},
  },
});
