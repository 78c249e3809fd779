import { waitFor } from '@testing-library/react';
import { confirmMachine } from '#machines/confirmMachine';
import { LazyActor } from '../../src/app/lazyActor';

interface View {
  open: boolean;
  title: string;
}

function lazyConfirm() {
  const load = jest.fn(() => Promise.resolve(confirmMachine));
  const actor = new LazyActor<typeof confirmMachine, View>(
    load,
    undefined,
    (snapshot) => ({ open: snapshot.matches('open'), title: snapshot.context.title }),
    { open: false, title: '' },
  );
  return { actor, load };
}

describe('an actor started by its first event', () => {
  it('reads as its machine starts, without loading the machine, until an event is sent', () => {
    const { actor, load } = lazyConfirm();
    const listener = jest.fn();
    actor.subscribe(listener);
    expect(actor.getView()).toEqual({ open: false, title: '' });
    expect(load).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
  });

  it('loads the machine with the first event, in order with the events after it, and tells its readers each change', async () => {
    const { actor, load } = lazyConfirm();
    const views: View[] = [];
    actor.subscribe(() => views.push(actor.getView()));
    actor.send({ type: 'confirm.ask', title: 'Excluir site', message: 'O site Matriz será excluído.' });
    actor.send({ type: 'confirm.reject' });
    await waitFor(() => expect(actor.getView()).toEqual({ open: false, title: 'Excluir site' }));
    expect(views).toContainEqual({ open: true, title: 'Excluir site' });
    expect(load).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('hands the same running actor to every caller', async () => {
    const { actor, load } = lazyConfirm();
    const [first, second] = await Promise.all([actor.start(), actor.start()]);
    expect(first).toBe(second);
    expect(load).toHaveBeenCalledTimes(1);
    actor.stop();
  });
});
