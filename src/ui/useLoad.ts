import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { loadMachine } from './loadMachine';
import { failureCode, failureMessage } from '#machines/callFailure';
import type { CodigoDeErro } from '#contract/errors';
import { inspector } from '../app/inspector';

export type LoadStatus = 'loading' | 'loaded' | 'failed';

export interface Loaded<T> {
  status: LoadStatus;
  /** The last value loaded (kept while a reload runs), or null before the first. */
  data: T | null;
  /** The HTTP status of a failed load (404 for a link that no longer works), or null. */
  failureStatus: number | null;
  failureMessage: string | null;
  /** What went wrong, as the server's code (docs/erros.md), or null. */
  failureCode: CodigoDeErro | null;
  reload: () => void;
  retry: () => void;
}

/** Reads one thing through the load machine, once when mounted and again on reload. */
export function useLoad<T>(load: () => Promise<T>): Loaded<T> {
  const latest = useRef(load);
  latest.current = load;
  const [logic] = useState(() => loadMachine.provide({ actors: { load: fromPromise<unknown>(() => latest.current()) } }));
  const actor = useActorRef(logic, { inspect: inspector() });
  const status = useSelector(actor, (snapshot) => snapshot.value);
  // The machine holds what `load` answered.
  const data = useSelector(actor, (snapshot) => snapshot.context.data) as T | null;
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  return {
    status,
    data,
    failureStatus: failure?.status ?? null,
    failureMessage: failure ? failureMessage(failure) : null,
    failureCode: failure ? failureCode(failure) : null,
    reload: () => actor.send({ type: 'load.reload' }),
    retry: () => actor.send({ type: 'load.retry' }),
  };
}
