import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { initialTransition, transition, type EventObject } from 'xstate';
import { loadMachine } from '../../src/ui/loadMachine';

type Snapshot = ReturnType<typeof initialTransition<typeof loadMachine>>[0];

const first = { nome: 'Construtora Prumo' };
const second = { nome: 'Construtora Prumo Ltda' };
const refused = { status: 404, body: { message: 'Convite encerrado.' } };

const done = (output: unknown) => ({ type: 'xstate.done.actor.load', output }) as unknown as EventObject;
const fail = (error: unknown) => ({ type: 'xstate.error.actor.load', error }) as unknown as EventObject;

function eventsFor(snapshot: Snapshot): EventObject[] {
  if (snapshot.matches('loading')) return [done(snapshot.context.data ? second : first), fail(refused)];
  return [{ type: 'load.reload' }, { type: 'load.retry' }];
}

describe('load machine', () => {
  // The graph also walks the answers of the load call, which are not events of the machine's own type.
  const events = eventsFor as never;
  const paths = [...getShortestPaths(loadMachine, { events }), ...getSimplePaths(loadMachine, { events })];

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))('%s', (_name, path) => {
    let [snapshot] = initialTransition(loadMachine);
    expect(snapshot.value).toBe('loading');
    for (const step of path.steps.slice(1)) {
      const event: EventObject = step.event;
      const [next] = transition(loadMachine, snapshot, event as never);
      if (event.type === 'xstate.done.actor.load') {
        expect(next.value).toBe('loaded');
        expect(next.context).toEqual({ data: (event as unknown as { output: unknown }).output, failure: null });
      } else if (event.type === 'xstate.error.actor.load') {
        expect(next.value).toBe('failed');
        expect(next.context.failure).toEqual(refused);
        // What was loaded before stays on screen.
        expect(next.context.data).toEqual(snapshot.context.data);
      } else if (event.type === 'load.reload') {
        expect(next.value).toBe(snapshot.matches('loaded') ? 'loading' : snapshot.value);
      } else if (event.type === 'load.retry') {
        expect(next.value).toBe(snapshot.matches('failed') ? 'loading' : snapshot.value);
      }
      snapshot = next;
    }
  });
});
