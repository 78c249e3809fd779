import { getShortestPaths } from '@xstate/graph';
import { initialTransition, transition, type EventObject } from 'xstate';
import { siteImportMachine } from '../../src/features/sites/siteImportMachine';

type Snapshot = ReturnType<typeof initialTransition<typeof siteImportMachine>>[0];

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as EventObject;
const fail = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as unknown as EventObject;

const FILE = { linhas: [{ nome: 'Matriz' }, { nome: 'Filial', cep: '123' }], arquivo: [2, 3], ignoradas: [] };
const ERROS = [{ linha: 2, campo: 'cep', message: 'CEP deve ter 8 dígitos.' }];
const CLEAN = { total: 2, importadas: 0, erros: [] };
const WITH_ERRORS = { total: 2, importadas: 0, erros: ERROS };
const WRITTEN = { total: 2, importadas: 2, erros: [] };
const REFUSED = { status: 422, body: { message: 'Nenhuma linha foi importada.', total: 2, importadas: 0, erros: ERROS } };
const DOWN = { status: 503, body: { message: 'Serviço indisponível.' } };
const UNREADABLE = { status: null, body: { message: 'Não foi possível ler o arquivo.' } };

function eventsFor(snapshot: Snapshot): EventObject[] {
  const choose = { type: 'import.file', file: new File(['nome'], 'sites.csv') } as EventObject;
  if (snapshot.matches('reading')) return [done('read', FILE), fail('read', UNREADABLE)];
  if (snapshot.matches('checking')) return [done('check', CLEAN), done('check', WITH_ERRORS), fail('check', DOWN)];
  if (snapshot.matches('importing')) return [done('write', WRITTEN), fail('write', REFUSED), fail('write', DOWN)];
  return [choose, { type: 'import.confirm' }];
}

describe('site import machine', () => {
  const [initial] = initialTransition(siteImportMachine);
  const paths = getShortestPaths(siteImportMachine, { events: eventsFor as never });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))('%s', (_name, path) => {
    let snapshot = initial;
    for (const step of path.steps.slice(1)) {
      const event = step.event as EventObject & { output?: unknown; error?: unknown };
      const [next] = transition(siteImportMachine, snapshot, event as never);
      switch (event.type) {
        case 'import.file':
          expect(next.value).toBe('reading');
          expect(next.context).toMatchObject({ nome: 'sites.csv', file: null, resultado: null, message: null });
          break;
        case 'xstate.done.actor.read':
          // The server checks every line before anything can be written.
          expect(next.value).toBe('checking');
          break;
        case 'xstate.done.actor.check':
          expect(next.value).toBe('review');
          expect(next.context.resultado).toEqual(event.output);
          break;
        case 'import.confirm':
          // Only a file without problems can be written.
          expect(next.value).toBe(snapshot.matches('review') && snapshot.context.resultado?.erros.length === 0 ? 'importing' : snapshot.value);
          break;
        case 'xstate.done.actor.write':
          expect(next.value).toBe('done');
          expect(next.context.resultado).toEqual(WRITTEN);
          break;
        case 'xstate.error.actor.write':
          if (event.error === REFUSED) {
            expect(next.value).toBe('review');
            expect(next.context.resultado).toEqual(WITH_ERRORS);
          } else {
            expect(next.value).toBe('failed');
          }
          break;
        default:
          expect(next.value).toBe('failed');
          expect(next.context.message).toBe((event.error as { body: { message: string } }).body.message);
      }
      snapshot = next;
    }
  });
});
