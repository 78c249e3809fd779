import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { createActor, initialTransition, transition, type EventObject } from 'xstate';
import { checkoutMachine, type Entrega } from '@/features/demo/shop/checkoutMachine';

type Snapshot = ReturnType<typeof initialTransition<typeof checkoutMachine>>[0];

const ENTREGA: Entrega = { nome: 'Carla Mendes', endereco: 'Rua das Flores, 10', cidade: 'Recife', cep: '50010-000', pagamento: 'pix' };
const EVENTS: EventObject[] = [{ type: 'checkout.continuar' }, { type: 'checkout.voltar' }, { type: 'checkout.fazerPedido', entrega: ENTREGA } as EventObject];

/** The rule each step must keep, whatever path led to it. */
function expectStep(event: EventObject, before: Snapshot, after: Snapshot) {
  const de = before.value;
  switch (event.type) {
    case 'checkout.continuar':
      expect(after.value).toBe(de === 'carrinho' ? 'entrega' : de);
      break;
    case 'checkout.voltar':
      expect(after.value).toBe(de === 'entrega' ? 'carrinho' : de);
      break;
    case 'checkout.fazerPedido':
      expect(after.value).toBe(de === 'entrega' ? 'feito' : de);
      // The delivery is kept only once the order is placed.
      expect(after.context.entrega).toEqual(de === 'entrega' ? ENTREGA : before.context.entrega);
      break;
  }
}

describe('checkout machine', () => {
  const [initial] = initialTransition(checkoutMachine);

  it('opens on the cart with no delivery', () => {
    expect(initial.value).toBe('carrinho');
    expect(initial.context).toEqual({ entrega: null });
  });

  const paths = [...getShortestPaths(checkoutMachine, { events: EVENTS as never }), ...getSimplePaths(checkoutMachine, { events: EVENTS as never })];

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))('%s', (_name, path) => {
    let snapshot = initial;
    for (const step of path.steps.slice(1)) {
      for (const event of EVENTS) expectStep(event, snapshot, transition(checkoutMachine, snapshot, event as never)[0]);
      [snapshot] = transition(checkoutMachine, snapshot, step.event as never);
    }
    expect(snapshot.value).toEqual(path.state.value);
  });

  it('empties the cart once, when the order is placed', () => {
    let esvaziado = 0;
    const actor = createActor(checkoutMachine.provide({ actions: { esvaziarCarrinho: () => void (esvaziado += 1) } })).start();
    actor.send({ type: 'checkout.continuar' });
    actor.send({ type: 'checkout.voltar' });
    actor.send({ type: 'checkout.continuar' });
    expect(esvaziado).toBe(0);
    actor.send({ type: 'checkout.fazerPedido', entrega: ENTREGA });
    expect([actor.getSnapshot().status, esvaziado]).toEqual(['done', 1]);
  });
});
