import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, initialTransition, transition, waitFor, type EventObject } from 'xstate';
import { listMachine } from '../../machines/listMachine';

type Snapshot = ReturnType<typeof initialTransition<typeof listMachine>>[0];

const done = (output: unknown) => ({ type: 'xstate.done.actor.fetchPage', output }) as unknown as EventObject;
const fail = (error: unknown) => ({ type: 'xstate.error.actor.fetchPage', error }) as unknown as EventObject;

const FIRST = { items: [{ id: 's-1' }], total: 1 };
const DOWN = { status: 503, body: { message: 'Banco de dados indisponível.' } };
const NARROWER = { q: 'matriz' };

function eventsFor(snapshot: Snapshot): EventObject[] {
  const asked: EventObject[] = [{ type: 'list.query', query: NARROWER } as EventObject, { type: 'list.reload' }, { type: 'list.retry' }];
  return snapshot.matches('loading') ? [done(FIRST), fail(DOWN), ...asked] : asked;
}

describe('list machine', () => {
  const [initial] = initialTransition(listMachine, { query: {} });

  it('loads the first page as it starts', () => {
    expect(initial.value).toBe('loading');
  });

  const paths = getShortestPaths(listMachine, { input: { query: {} }, events: eventsFor as never });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))('%s', (_name, path) => {
    let snapshot = initial;
    for (const step of path.steps.slice(1)) {
      const event = step.event as EventObject;
      const [next] = transition(listMachine, snapshot, event as never);
      if (event.type === 'xstate.done.actor.fetchPage') {
        expect(next.value).toBe('loaded');
        expect(next.context).toMatchObject({ page: FIRST, failure: null });
      } else if (event.type === 'xstate.error.actor.fetchPage') {
        expect(next.value).toBe('failed');
        expect(next.context.failure).toEqual(DOWN);
      } else if (event.type === 'list.retry') {
        expect(next.value).toBe(snapshot.matches('failed') ? 'loading' : snapshot.value);
      } else {
        // A new query or a reload loads again, from any state, and keeps the page on screen meanwhile.
        expect(next.value).toBe('loading');
        expect(next.context.page).toBe(snapshot.context.page);
        if (event.type === 'list.query') expect(next.context.query).toEqual(NARROWER);
      }
      snapshot = next;
    }
  });

  it('ignores the answer of a call that a newer query replaced', async () => {
    const pending = new Map<string, (page: { items: Array<{ id: string }> }) => void>();
    const actor = createActor(
      listMachine.provide({
        actors: { fetchPage: fromPromise(({ input }) => new Promise((resolve) => pending.set(input.q ?? '', resolve))) },
      }),
      { input: { query: {} } },
    ).start();
    actor.send({ type: 'list.query', query: NARROWER });
    pending.get('matriz')?.({ items: [{ id: 's-1' }] });
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    pending.get('')?.({ items: [{ id: 's-1' }, { id: 's-2' }] });
    // Lets the late answer reach the actor if anything were still listening for it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.page).toEqual({ items: [{ id: 's-1' }] });
    actor.stop();
  });
});
