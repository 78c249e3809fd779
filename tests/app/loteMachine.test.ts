import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { createActor, fromPromise, initialTransition, transition, waitFor, type EventObject } from 'xstate';
import type { AtividadeLoteResposta } from '#contract/atividadeLote';
import { loteMachine } from '../../src/ui/lote/loteMachine';

type Snapshot = ReturnType<typeof initialTransition<typeof loteMachine>>[0];

const done = (output: unknown) => ({ type: 'xstate.done.actor.enviar', output }) as unknown as EventObject;
const fail = (error: unknown) => ({ type: 'xstate.error.actor.enviar', error }) as unknown as EventObject;

const PEDIDO = { acao: 'cancelar', ids: ['a-1', 'a-2'], motivo: 'Obra embargada' };
const RESPOSTA: AtividadeLoteResposta = {
  itens: [
    { id: 'a-1', resultado: 'alterada', motivo: null, status: 'cancelada', versao: 3 },
    { id: 'a-2', resultado: 'recusada', motivo: 'Não é possível cancelar uma atividade concluída.' },
  ],
  alteradas: 1,
  recusadas: 1,
};
const RECUSADO = { status: 422, body: { message: 'Informe o motivo.', errors: { motivo: ['Informe o motivo.'] } } };

/** What a person or the call can cause in each state; the graph tries each one. */
function eventsFor(snapshot: Snapshot): EventObject[] {
  if (snapshot.matches('enviando')) return [done(RESPOSTA), fail(RECUSADO)];
  return [{ type: 'lote.enviar', pedido: PEDIDO } as EventObject];
}

/** The rule each step must keep, whatever path led to it. */
function expectStep(event: EventObject, before: Snapshot, after: Snapshot) {
  switch (event.type) {
    case 'lote.enviar':
      expect(after.value).toBe(before.matches('escolhendo') ? 'enviando' : before.value);
      if (before.matches('escolhendo')) expect(after.context.failure).toBeNull();
      break;
    case 'xstate.done.actor.enviar':
      // Partial success is an answer like any other: each activity's outcome is kept to be shown.
      expect(after.value).toBe('concluido');
      expect(after.context.resposta).toEqual(RESPOSTA);
      break;
    case 'xstate.error.actor.enviar':
      expect(after.value).toBe('escolhendo');
      expect(after.context).toEqual({ resposta: null, failure: RECUSADO });
      break;
  }
}

describe('lote machine', () => {
  const [initial] = initialTransition(loteMachine);

  it('opens on the form, with nothing sent', () => {
    expect(initial.value).toBe('escolhendo');
    expect(initial.context).toEqual({ resposta: null, failure: null });
  });

  const paths = [
    ...getShortestPaths(loteMachine, { events: eventsFor as never }),
    ...getSimplePaths(loteMachine, { events: eventsFor as never }),
  ];

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))('%s', (_name, path) => {
    let snapshot = initial;
    for (const step of path.steps.slice(1)) {
      const [next] = transition(loteMachine, snapshot, step.event as never);
      expectStep(step.event, snapshot, next);
      snapshot = next;
    }
    expect(snapshot.value).toEqual(path.state.value);
  });

  it('sends the request as the form built it, and tries again after a refusal', async () => {
    const pedidos: unknown[] = [];
    let vez = 0;
    const actor = createActor(
      loteMachine.provide({
        actors: {
          enviar: fromPromise(async ({ input }) => {
            pedidos.push(input);
            vez += 1;
            if (vez === 1) throw RECUSADO;
            return RESPOSTA;
          }),
        },
      }),
    ).start();
    actor.send({ type: 'lote.enviar', pedido: { acao: 'cancelar', ids: ['a-1'], motivo: ' ' } });
    await waitFor(actor, (snapshot) => snapshot.matches('escolhendo') && snapshot.context.failure !== null);
    actor.send({ type: 'lote.enviar', pedido: PEDIDO as never });
    const fim = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(pedidos).toEqual([{ acao: 'cancelar', ids: ['a-1'], motivo: ' ' }, PEDIDO]);
    expect(fim.context).toEqual({ resposta: RESPOSTA, failure: null });
  });
});
