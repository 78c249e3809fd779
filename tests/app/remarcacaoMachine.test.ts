import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { initialTransition, transition, type EventObject } from 'xstate';
import { remarcacaoMachine, type Remarcavel } from '../../src/features/atividades/calendario/remarcacaoMachine';

type Snapshot = ReturnType<typeof initialTransition<typeof remarcacaoMachine>>[0];

const aberta: Remarcavel = { id: 'a-1', status: 'agendada', agendada_para: '2026-03-10T12:00:00.000Z', versao: 3 };
const concluida: Remarcavel = { id: 'a-2', status: 'concluida', agendada_para: '2026-03-10T15:00:00.000Z', versao: 5 };
const diaSeguinte = '2026-03-11T12:00:00.000Z';
const recusa = { status: 409, body: { message: 'Este registro foi alterado por outra pessoa depois que você o abriu.' } };

const done = { type: 'xstate.done.actor.remarcar', output: {} } as unknown as EventObject;
const fail = { type: 'xstate.error.actor.remarcar', error: recusa } as unknown as EventObject;

/** Every event the person can cause in a state, plus the server's two answers while saving. */
function eventsFor(snapshot: Snapshot): EventObject[] {
  if (snapshot.matches('salvando')) return [done, fail];
  return [
    { type: 'arrasto.iniciar', atividade: aberta },
    { type: 'arrasto.iniciar', atividade: concluida },
    { type: 'arrasto.cancelar' },
    { type: 'remarcacao.pedir', atividade: aberta, para: diaSeguinte },
    // The same instant written another way: no move.
    { type: 'remarcacao.pedir', atividade: aberta, para: '2026-03-10T09:00:00-03:00' },
    { type: 'remarcacao.pedir', atividade: concluida, para: diaSeguinte },
    { type: 'recusa.fechar' },
  ] as EventObject[];
}

const nome = (event: EventObject) => {
  const { atividade, para } = event as { atividade?: Remarcavel; para?: string };
  return [event.type, atividade?.status, para].filter(Boolean).join(' ');
};

describe.each([true, false])('reschedule machine (may reschedule: %s)', (pode) => {
  const options = { events: eventsFor as never, input: { pode } };
  const paths = [...getShortestPaths(remarcacaoMachine, options), ...getSimplePaths(remarcacaoMachine, options)];

  if (!pode) {
    it('never leaves ocioso for a reader or a técnico', () => {
      expect(new Set(paths.map((path) => String(path.state.value)))).toEqual(new Set(['ocioso']));
    });
  }

  it.each(paths.map((path) => [path.steps.map((step) => nome(step.event)).join(' → '), path] as const))('%s', (_name, path) => {
    let [snapshot] = initialTransition(remarcacaoMachine, { pode });
    expect(snapshot.value).toBe('ocioso');
    expect(snapshot.context).toEqual({ pode, arrastando: null, pedido: null, recusa: null });
    for (const step of path.steps.slice(1)) {
      const [next] = transition(remarcacaoMachine, snapshot, step.event as never);
      conferir(pode, snapshot, step.event, next);
      snapshot = next;
    }
  });

  // The graph walks only what changes the state; a refused event leaves it as it was.
  it('answers every event in every state it reaches, refusals included', () => {
    for (const path of paths) {
      for (const event of eventsFor(path.state)) conferir(pode, path.state, event, transition(remarcacaoMachine, path.state, event as never)[0]);
    }
  });
});

/** What one event must do from `snapshot`: the machine's rules, written out. */
function conferir(pode: boolean, snapshot: Snapshot, evento: EventObject, next: Snapshot): void {
  const event = evento as EventObject & { atividade?: Remarcavel; para?: string };
  const movivel = pode && event.atividade?.status === 'agendada';
  switch (event.type) {
    case 'arrasto.iniciar':
      if (snapshot.matches('arrastando') || !movivel) expect(next).toEqual(snapshot);
      else {
        expect(next.value).toBe('arrastando');
        expect(next.context.arrastando).toBe('a-1');
        expect(next.context.recusa).toBeNull();
      }
      break;
    case 'arrasto.cancelar':
      expect(next.value).toBe(snapshot.matches('arrastando') ? 'ocioso' : snapshot.value);
      expect(next.context.arrastando).toBeNull();
      break;
    case 'remarcacao.pedir':
      if (movivel && event.para === diaSeguinte) {
        expect(next.value).toBe('salvando');
        // Shown where it goes while the server answers.
        expect(next.context.pedido).toEqual({ type: 'remarcacao.pedir', atividade: aberta, para: diaSeguinte });
        expect(next.context.recusa).toBeNull();
      } else if (snapshot.matches('arrastando')) {
        expect(next.value).toBe('ocioso');
        expect(next.context.pedido).toBeNull();
      } else {
        expect(next.value).toBe(snapshot.value);
        expect(next.context.pedido).toBeNull();
      }
      expect(next.context.arrastando).toBeNull();
      break;
    case 'recusa.fechar':
      expect(next.value).toBe(snapshot.matches('recusado') ? 'ocioso' : snapshot.value);
      if (snapshot.matches('recusado')) expect(next.context.recusa).toBeNull();
      break;
    case 'xstate.done.actor.remarcar':
      expect(next.value).toBe('ocioso');
      expect(next.context).toEqual({ pode, arrastando: null, pedido: null, recusa: null });
      break;
    case 'xstate.error.actor.remarcar':
      // Back where it was, with the reason.
      expect(next.value).toBe('recusado');
      expect(next.context.pedido).toBeNull();
      expect(next.context.recusa).toEqual(recusa);
      break;
    default:
      throw new Error(`unexpected ${event.type}`);
  }
}
