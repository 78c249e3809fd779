import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { initialTransition, transition, type EventObject } from 'xstate';
import { editorMachine } from '../../src/ui/editor/editorMachine';

type Snapshot = ReturnType<typeof initialTransition<typeof editorMachine>>[0];

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as EventObject;
const fail = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as unknown as EventObject;

const READ = { id: 's-1', nome: 'Matriz', versao: 3 };
const SAVED = { id: 's-1', nome: 'Matriz Centro', versao: 4 };
const STALE = { status: 409, body: { message: 'Este registro foi alterado por outra pessoa depois que você o abriu.' } };
const REFUSED = { status: 422, body: { message: 'Confira os campos destacados.', errors: { nome: ['Campo obrigatório.'] } } };
const GONE = { status: 404, body: { message: 'Site não encontrado.' } };

/** What a person or a call can cause in each state; the graph tries each one. */
function eventsFor(snapshot: Snapshot): EventObject[] {
  if (snapshot.matches('loading')) return [done('load', READ), fail('load', GONE)];
  if (snapshot.matches('saving')) return [done('save', SAVED), fail('save', STALE), fail('save', REFUSED)];
  const save = { type: 'editor.save', body: { nome: 'Matriz Centro' } } as EventObject;
  return [save, { type: 'editor.reload' }, { type: 'editor.retry' }];
}

const emitted = (actions: Array<{ type: string; params?: unknown }>) =>
  actions.filter((action) => action.type === 'xstate.emit').map((action) => (action.params as { event: unknown }).event);

/** The rule each step must keep, whatever path led to it. */
function expectStep(event: EventObject, before: Snapshot, after: Snapshot, told: unknown[]) {
  const from = before.value;
  switch (event.type) {
    case 'xstate.done.actor.load':
      expect(after.value).toBe('editing');
      expect(after.context).toMatchObject({ record: READ, failure: null, message: null });
      break;
    case 'xstate.error.actor.load':
      expect(after.value).toBe('loadFailed');
      expect(after.context.message).toBe(GONE.body.message);
      break;
    case 'xstate.done.actor.save':
      expect(after.value).toBe('saved');
      expect(told).toEqual([{ type: 'editor.saved', record: SAVED, created: before.context.id === null }]);
      break;
    case 'xstate.error.actor.save':
      // A stale write waits for a reload; any other refusal goes back to the form with its messages.
      expect(after.value).toBe((event as unknown as { error: typeof STALE }).error.status === 409 ? 'conflict' : 'editing');
      expect(after.context.failure).toEqual((event as unknown as { error: unknown }).error);
      break;
    case 'editor.save':
      expect(after.value).toBe(from === 'editing' ? 'saving' : from);
      if (from === 'editing') expect(after.context.message).toBeNull();
      break;
    case 'editor.reload':
      expect(after.value).toBe(from === 'conflict' ? 'loading' : from);
      break;
    case 'editor.retry':
      expect(after.value).toBe(from === 'loadFailed' ? 'loading' : from);
      break;
  }
  if (event.type !== 'xstate.done.actor.save') expect(told).toEqual([]);
}

describe.each([
  { name: 'a new record', input: { id: null } },
  { name: 'an existing record', input: { id: 's-1' } },
])('editor machine, opening $name', ({ input }) => {
  const [initial] = initialTransition(editorMachine, input);

  it('reads an existing record first and starts a new one at the form', () => {
    expect(initial.value).toBe(input.id ? 'loading' : 'editing');
  });

  const paths = [
    ...getShortestPaths(editorMachine, { input, events: eventsFor as never }),
    ...getSimplePaths(editorMachine, { input, events: eventsFor as never }),
  ];

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))('%s', (_name, path) => {
    let snapshot = initial;
    for (const step of path.steps.slice(1)) {
      const [next, actions] = transition(editorMachine, snapshot, step.event as never);
      expectStep(step.event, snapshot, next, emitted(actions));
      snapshot = next;
    }
    expect(snapshot.value).toEqual(path.state.value);
  });
});
