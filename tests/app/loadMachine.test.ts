import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { createActor, fromPromise, initialTransition, transition, waitFor, type EventObject } from 'xstate';
import { loadMachine, nextQuery, type ListQuery } from '../../src/ui/load/loadMachine';

type Snapshot = ReturnType<typeof initialTransition<typeof loadMachine>>[0];
type Path = ReturnType<typeof getShortestPaths<typeof loadMachine>>[number];

const done = (output: unknown) => ({ type: 'xstate.done.actor.load', output }) as unknown as EventObject;
const fail = (error: unknown) => ({ type: 'xstate.error.actor.load', error }) as unknown as EventObject;
const named = (paths: Path[]) => paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const);

/** Walks a path from the machine's start, checking each step with `check` (the snapshot before, the event, the one after). */
function walk(path: Path, check: (before: Snapshot, event: EventObject, after: Snapshot) => void) {
  let [snapshot] = initialTransition(loadMachine, { query: {} });
  expect(snapshot.value).toBe('loading');
  for (const step of path.steps.slice(1)) {
    const event = step.event as EventObject;
    const [next] = transition(loadMachine, snapshot, event as never);
    check(snapshot, event, next);
    snapshot = next;
  }
}

/** What the events both kinds of read share do: a reload from anywhere, a retry after a failure. */
function checkShared(before: Snapshot, event: EventObject, after: Snapshot) {
  if (event.type === 'load.retry') {
    expect(after.value).toBe(before.matches('failed') ? 'loading' : before.value);
  } else if (event.type === 'load.reload' || event.type === 'load.query') {
    // It loads again from any state and keeps what is on screen meanwhile.
    expect(after.value).toBe('loading');
    expect(after.context.data).toBe(before.context.data);
  }
}

describe('load machine, reading one thing', () => {
  const first = { nome: 'Construtora Prumo' };
  const second = { nome: 'Construtora Prumo Ltda' };
  const refused = { status: 404, body: { message: 'Convite encerrado.' } };

  function eventsFor(snapshot: Snapshot): EventObject[] {
    const asked: EventObject[] = [{ type: 'load.reload' }, { type: 'load.retry' }];
    return snapshot.matches('loading') ? [done(snapshot.context.data ? second : first), fail(refused), ...asked] : asked;
  }
  // The graph also walks the answers of the load call, which are not events of the machine's own type.
  const options = { input: { query: {} }, events: eventsFor as never };
  const paths = [...getShortestPaths(loadMachine, options), ...getSimplePaths(loadMachine, options)];

  it.each(named(paths))('%s', (_name, path) =>
    walk(path, (before, event, after) => {
      if (event.type === 'xstate.done.actor.load') {
        expect(after.value).toBe('loaded');
        expect(after.context).toMatchObject({ data: (event as unknown as { output: unknown }).output, failure: null });
      } else if (event.type === 'xstate.error.actor.load') {
        expect(after.value).toBe('failed');
        expect(after.context.failure).toEqual(refused);
        // What was loaded before stays on screen.
        expect(after.context.data).toEqual(before.context.data);
      } else {
        checkShared(before, event, after);
      }
    }),
  );

  it('never asks for more of a record', () => {
    const [loaded] = transition(loadMachine, initialTransition(loadMachine, { query: {} })[0], done(first) as never);
    expect(nextQuery(loaded.context)).toBeNull();
    expect(transition(loadMachine, loaded, { type: 'load.more' })[0].value).toBe('loaded');
  });
});

describe('load machine, reading a list page by page', () => {
  const FIRST = { items: [{ id: 's-1' }], total: 2, next_cursor: 'c-1' };
  const MORE = { items: [{ id: 's-2' }], next_cursor: null };
  const DOWN = { status: 503, body: { message: 'Banco de dados indisponível.' } };
  const NARROWER = { q: 'matriz' };
  const CHANGED = { id: 's-1', nome: 'Matriz reformada' };
  const rows = (snapshot: Snapshot) => (snapshot.context.data as { items?: unknown[] } | null)?.items;

  function eventsFor(snapshot: Snapshot): EventObject[] {
    const asked: EventObject[] = [
      { type: 'load.query', query: NARROWER } as EventObject,
      { type: 'load.reload' },
      { type: 'load.retry' },
      { type: 'load.more' },
      { type: 'load.replace', item: CHANGED } as EventObject,
    ];
    if (snapshot.matches('loading')) return [done(FIRST), fail(DOWN), ...asked];
    return snapshot.matches('loadingMore') ? [done(MORE), fail(DOWN), ...asked] : asked;
  }
  const paths = getShortestPaths(loadMachine, { input: { query: {} }, events: eventsFor as never });

  it.each(named(paths))('%s', (_name, path) =>
    walk(path, (before, event, after) => {
      if (event.type === 'xstate.done.actor.load' && before.matches('loadingMore')) {
        // The next rows join those on screen; the first page's total stays.
        expect(after.value).toBe('loaded');
        expect(after.context).toMatchObject({ data: { items: [{ id: 's-1' }, { id: 's-2' }], total: 2, next_cursor: null }, pages: 2, failure: null });
      } else if (event.type === 'xstate.done.actor.load') {
        expect(after.value).toBe('loaded');
        expect(after.context).toMatchObject({ data: FIRST, pages: 1, failure: null });
      } else if (event.type === 'xstate.error.actor.load' && before.matches('loadingMore')) {
        // The rows already shown stay on screen with the reason no more came.
        expect(after.value).toBe('loaded');
        expect(after.context).toMatchObject({ data: FIRST, failure: DOWN });
      } else if (event.type === 'xstate.error.actor.load') {
        expect(after.value).toBe('failed');
        expect(after.context.failure).toEqual(DOWN);
      } else if (event.type === 'load.more') {
        const more = before.matches('loaded') && Boolean((before.context.data as { next_cursor?: string } | null)?.next_cursor);
        expect(after.value).toBe(more ? 'loadingMore' : before.value);
      } else if (event.type === 'load.replace') {
        // The row takes its new values in place; nothing is read again, nothing else moves.
        expect(after.value).toEqual(before.value);
        expect(rows(after)).toEqual(rows(before)?.map((item) => ((item as { id: string }).id === 's-1' ? CHANGED : item)));
      } else {
        checkShared(before, event, after);
        if (event.type === 'load.query') expect(after.context.query).toEqual(NARROWER);
      }
    }),
  );

  it('asks for the rows after the cursor of the page on screen, with the same query', async () => {
    const asked: ListQuery[] = [];
    const actor = createActor(
      loadMachine.provide({ actors: { load: fromPromise<unknown, ListQuery>(async ({ input }) => (asked.push(input), input.cursor ? MORE : FIRST)) } }),
      { input: { query: NARROWER } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    actor.send({ type: 'load.more' });
    await waitFor(actor, (snapshot) => snapshot.matches('loaded') && rows(snapshot)?.length === 2);
    expect(asked).toEqual([NARROWER, { ...NARROWER, cursor: 'c-1' }]);
    actor.stop();
  });

  it('asks for the next page of a list that counts its rows, until all of them are on screen', async () => {
    const asked: ListQuery[] = [];
    const pages: Record<string, { items: Array<{ id: string }>; total: number }> = {
      '': { items: [{ id: 's-1' }, { id: 's-2' }], total: 3 },
      '2': { items: [{ id: 's-3' }], total: 3 },
    };
    const actor = createActor(
      loadMachine.provide({ actors: { load: fromPromise<unknown, ListQuery>(async ({ input }) => (asked.push(input), pages[input.pagina ?? '']!)) } }),
      { input: { query: NARROWER } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    actor.send({ type: 'load.more' });
    await waitFor(actor, (snapshot) => snapshot.matches('loaded') && rows(snapshot)?.length === 3);
    expect(asked).toEqual([NARROWER, { ...NARROWER, pagina: '2' }]);
    expect(nextQuery(actor.getSnapshot().context)).toBeNull();
    actor.send({ type: 'load.more' });
    expect(actor.getSnapshot().value).toBe('loaded');
    actor.stop();
  });

  it('asks for the next page of a list that counts apart while its pages say "mais", and keeps the count its last page read', async () => {
    const asked: ListQuery[] = [];
    const pages: Record<string, { items: Array<{ id: string }>; mais: boolean; total?: number; total_limitado?: boolean }> = {
      '': { items: [{ id: 's-1' }, { id: 's-2' }], mais: true },
      '2': { items: [{ id: 's-3' }, { id: 's-4' }], mais: true },
      '3': { items: [{ id: 's-5' }], mais: false, total: 5, total_limitado: false },
    };
    const actor = createActor(
      loadMachine.provide({ actors: { load: fromPromise<unknown, ListQuery>(async ({ input }) => (asked.push(input), pages[input.pagina ?? '']!)) } }),
      { input: { query: NARROWER } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    for (const [vez, linhas] of [[1, 4], [2, 5]] as const) {
      expect([vez, nextQuery(actor.getSnapshot().context)]).toEqual([vez, { ...NARROWER, pagina: String(vez + 1) }]);
      actor.send({ type: 'load.more' });
      await waitFor(actor, (snapshot) => snapshot.matches('loaded') && rows(snapshot)?.length === linhas);
    }
    expect(actor.getSnapshot().context.data).toMatchObject({ mais: false, total: 5, total_limitado: false });
    expect(nextQuery(actor.getSnapshot().context)).toBeNull();
    actor.stop();
  });

  it('ignores the answer of a call that a newer query replaced', async () => {
    const pending = new Map<string, (page: { items: Array<{ id: string }> }) => void>();
    const actor = createActor(
      loadMachine.provide({
        actors: { load: fromPromise<unknown, ListQuery>(({ input }) => new Promise((resolve) => pending.set(input.q ?? '', resolve))) },
      }),
      { input: { query: {} } },
    ).start();
    actor.send({ type: 'load.query', query: NARROWER });
    pending.get('matriz')?.({ items: [{ id: 's-1' }] });
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    pending.get('')?.({ items: [{ id: 's-1' }, { id: 's-2' }] });
    // Lets the late answer reach the actor if anything were still listening for it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.data).toEqual({ items: [{ id: 's-1' }] });
    actor.stop();
  });
});
