import type { AnyStateMachine } from 'xstate';

/**
 * Whether `machine` has a transition for the event `tipo` in the stored `status` at all, whatever
 * its guard says: a refusal then names the status, not a rule of who may act.
 */
export function temTransicao(machine: AnyStateMachine, status: string, tipo: string): boolean {
  const no = machine.config.states?.[status]?.on as Record<string, unknown> | undefined;
  return Boolean(no?.[tipo]);
}
