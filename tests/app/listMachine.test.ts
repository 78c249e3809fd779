import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, initialTransition, transition, waitFor, type EventObject } from 'xstate';
import { listMachine, nextQuery } from '../../src/ui/list/listMachine';

type Snapshot = ReturnType<typeof initialTransition<typeof listMachine>>[0];

const done = (output: unknown) => ({ type: 'xstate.done.actor.fetchPage', output }) as unknown as EventObject;
const fail = (error: unknown) => ({ type: 'xstate.error.actor.fetchPage', error }) as unknown as EventObject;

const FIRST = { items: [{ id: 's-1' }], total: 2, next_cursor: 'c-1' };
const MORE = { items: [{ id: 's-2' }], next_cursor: null };
const DOWN = { status: 503, body: { message: 'Banco de dados indisponível.' } };
const NARROWER = { q: 'matriz' };
const CHANGED = { id: 's-1', nome: 'Matriz reformada' };

function eventsFor(snapshot: Snapshot): EventObject[] {
  const asked: EventObject[] = [
    { type: 'list.query', query: NARROWER } as EventObject,
    { type: 'list.reload' },
    { type: 'list.retry' },
    { type: 'list.more' },
    { type: 'list.replace', item: CHANGED } as EventObject,
  ];
  if (snapshot.matches('loading')) return [done(FIRST), fail(DOWN), ...asked];
  return snapshot.matches('loadingMore') ? [done(MORE), fail(DOWN), ...asked] : asked;
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
      if (event.type === 'xstate.done.actor.fetchPage' && snapshot.matches('loadingMore')) {
        // The next rows join those on screen; the first page's total stays.
        expect(next.value).toBe('loaded');
        expect(next.context).toMatchObject({ page: { items: [{ id: 's-1' }, { id: 's-2' }], total: 2, next_cursor: null }, failure: null });
      } else if (event.type === 'xstate.done.actor.fetchPage') {
        expect(next.value).toBe('loaded');
        expect(next.context).toMatchObject({ page: FIRST, failure: null });
      } else if (event.type === 'xstate.error.actor.fetchPage' && snapshot.matches('loadingMore')) {
        // The rows already shown stay on screen with the reason no more came.
        expect(next.value).toBe('loaded');
        expect(next.context).toMatchObject({ page: FIRST, failure: DOWN });
      } else if (event.type === 'xstate.error.actor.fetchPage') {
        expect(next.value).toBe('failed');
        expect(next.context.failure).toEqual(DOWN);
      } else if (event.type === 'list.more') {
        const more = snapshot.matches('loaded') && Boolean(snapshot.context.page?.next_cursor);
        expect(next.value).toBe(more ? 'loadingMore' : snapshot.value);
      } else if (event.type === 'list.replace') {
        // The row takes its new values in place; nothing is read again, nothing else moves.
        expect(next.value).toEqual(snapshot.value);
        expect(next.context.page?.items).toEqual(snapshot.context.page?.items.map((item) => ((item as { id: string }).id === 's-1' ? CHANGED : item)));
        expect(next.context.page?.next_cursor).toEqual(snapshot.context.page?.next_cursor);
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

  it('asks for the rows after the cursor of the page on screen, with the same query', async () => {
    const asked: Array<Record<string, string>> = [];
    const actor = createActor(
      listMachine.provide({
        actors: { fetchPage: fromPromise(async ({ input }) => (asked.push(input), input.cursor ? MORE : FIRST)) },
      }),
      { input: { query: NARROWER } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    actor.send({ type: 'list.more' });
    await waitFor(actor, (snapshot) => snapshot.matches('loaded') && snapshot.context.page?.items.length === 2);
    expect(asked).toEqual([NARROWER, { ...NARROWER, cursor: 'c-1' }]);
    actor.stop();
  });

  it('asks for the next page of a list that counts its rows, until all of them are on screen', async () => {
    const asked: Array<Record<string, string>> = [];
    const pages: Record<string, { items: Array<{ id: string }>; total: number }> = {
      '': { items: [{ id: 's-1' }, { id: 's-2' }], total: 3 },
      '2': { items: [{ id: 's-3' }], total: 3 },
    };
    const actor = createActor(
      listMachine.provide({ actors: { fetchPage: fromPromise(async ({ input }) => (asked.push(input), pages[input.pagina ?? '']!)) } }),
      { input: { query: NARROWER } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    actor.send({ type: 'list.more' });
    await waitFor(actor, (snapshot) => snapshot.matches('loaded') && snapshot.context.page?.items.length === 3);
    expect(asked).toEqual([NARROWER, { ...NARROWER, pagina: '2' }]);
    expect(nextQuery(actor.getSnapshot().context)).toBeNull();
    actor.send({ type: 'list.more' });
    expect(actor.getSnapshot().value).toBe('loaded');
    actor.stop();
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
