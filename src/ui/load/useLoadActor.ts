import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { failureCode, failureMessage, type CodigoDaFalha } from '#machines/callFailure';
import { inspector } from '../../app/inspector';
import { loadMachine, type ListQuery } from './loadMachine';

/** Why the last read failed, the same way for one thing and for a list; all null while none did. */
export interface LoadFailure {
  /** The HTTP status (404 for a link that no longer works), or null without an answer. */
  failureStatus: number | null;
  /** What the person reads about it (machines/callFailure.ts). */
  failureMessage: string | null;
  /** What went wrong, as the server's code (docs/erros.md), or `sem_resposta` without an answer. */
  failureCode: CodigoDaFalha | null;
}

/**
 * The load machine reading through the latest `load` given, and what both hooks of the family
 * (useLoad, useLoadList) tell of it: its state, its last answer, its failure, reload and retry.
 */
export function useLoadActor(load: (query: ListQuery) => Promise<unknown>, query: ListQuery) {
  const latest = useRef(load);
  latest.current = load;
  const [logic] = useState(() => loadMachine.provide({ actors: { load: fromPromise<unknown, ListQuery>(({ input }) => latest.current(input)) } }));
  const actor = useActorRef(logic, { input: { query }, inspect: inspector() });
  const status = useSelector(actor, (snapshot) => snapshot.value);
  const data = useSelector(actor, (snapshot) => snapshot.context.data);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const read = {
    status,
    data,
    failureStatus: failure?.status ?? null,
    failureMessage: failure ? failureMessage(failure) : null,
    failureCode: failure ? failureCode(failure) : null,
    reload: () => actor.send({ type: 'load.reload' }),
    retry: () => actor.send({ type: 'load.retry' }),
  };
  return [actor, read] as const;
}
