import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { initialTransition, transition, type EventObject } from 'xstate';
import { confirmMachine } from '#machines/confirmMachine';

const question = { type: 'confirm.ask', title: 'Excluir site', message: 'O site Matriz será excluído.' } as const;
const events = [question, { type: 'confirm.accept' }, { type: 'confirm.reject' }, { type: 'confirm.dismiss' }] as const;

const told = (actions: Array<{ type: string; params?: unknown }>) =>
  actions.filter((action) => action.type === 'xstate.emit').map((action) => (action.params as { event: { answer: boolean } }).event.answer);

// 'Confirmar' is yes; 'Não confirmar' and dismissing are no.
const ANSWER: Record<string, boolean> = { 'confirm.accept': true, 'confirm.reject': false, 'confirm.dismiss': false };

describe('confirmation machine', () => {
  // Simple paths reach every answer, not only the shortest way to each state.
  const paths = [
    ...getShortestPaths(confirmMachine, { events: [...events] }),
    ...getSimplePaths(confirmMachine, { events: [...events] }),
  ];

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))('%s', (_name, path) => {
    let [snapshot] = initialTransition(confirmMachine);
    expect(snapshot.value).toBe('closed');
    for (const step of path.steps.slice(1)) {
      const event = step.event as EventObject;
      const wasOpen = snapshot.matches('open');
      const [next, actions] = transition(confirmMachine, snapshot, event as never);
      if (event.type === 'confirm.ask' && !wasOpen) {
        expect(next.value).toBe('open');
        expect(next.context).toEqual({ title: question.title, message: question.message, answer: null });
      } else if (wasOpen && event.type in ANSWER) {
        expect(next.value).toBe('closed');
        expect(next.context.answer).toBe(ANSWER[event.type]);
        expect(told(actions)).toEqual([ANSWER[event.type]]);
      } else {
        expect(told(actions)).toEqual([]);
      }
      snapshot = next;
    }
  });

  it('tells exactly one answer per question', () => {
    let [snapshot] = initialTransition(confirmMachine);
    [snapshot] = transition(confirmMachine, snapshot, question);
    const [, first] = transition(confirmMachine, snapshot, { type: 'confirm.dismiss' });
    const [closed] = transition(confirmMachine, snapshot, { type: 'confirm.dismiss' });
    const [, second] = transition(confirmMachine, closed, { type: 'confirm.accept' });
    expect(told(first)).toEqual([false]);
    expect(told(second)).toEqual([]);
  });
});
