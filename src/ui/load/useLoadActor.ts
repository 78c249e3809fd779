import { useActorRef, useSelector } from '@xstate/react';
import { startTransition, useEffect, useRef, useState } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
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
 * How an answer is drawn (docs/listas.md). `transicao`, for lists: an answer draws a page of rows
 * or cards, and drawn at once it was one long task (350 ms for Meu dia's agenda at a phone's
 * speed) that blocked every tap; in a transition React draws it in slices of a few milliseconds
 * and lets a tap or a key go first. `imediato`: in the same task, as the code that waits on it
 * expects (a form or a report drawn from its record, a calendar whose arrows move the focus while
 * its months are read).
 */
export type Desenho = 'imediato' | 'transicao';

/**
 * The load machine reading through the latest `load` given, and what both hooks of the family
 * (useLoad, useLoadList) tell of it: its state, its last answer, its failure, reload and retry.
 */
export function useLoadActor(load: (query: ListQuery) => Promise<unknown>, query: ListQuery, desenho: Desenho) {
  const latest = useRef(load);
  latest.current = load;
  const [logic] = useState(() => loadMachine.provide({ actors: { load: fromPromise<unknown, ListQuery>(({ input }) => latest.current(input)) } }));
  const actor = useActorRef(logic, { input: { query }, inspect: inspector() });
  const emTransicao = useEmTransicao(actor, desenho === 'transicao');
  // useSelector reads the actor as an external store, which React draws at once even in a transition.
  const imediato = useSelector(actor, (snapshot) => (desenho === 'imediato' ? snapshot : null));
  const snapshot = imediato ?? emTransicao;
  const { failure } = snapshot.context;
  const read = {
    status: snapshot.value,
    data: snapshot.context.data,
    failureStatus: failure?.status ?? null,
    failureMessage: failure ? failureMessage(failure) : null,
    failureCode: failure ? failureCode(failure) : null,
    reload: () => actor.send({ type: 'load.reload' }),
    retry: () => actor.send({ type: 'load.retry' }),
  };
  return [actor, read, snapshot] as const;
}

type LoadActor = ReturnType<typeof useActorRef<typeof loadMachine>>;

/**
 * The actor's snapshot as React state while `ativo`: an answer of a read (loading or loading more,
 * then loaded) drawn in a transition, any other change (a row replaced, a read starting, a failure)
 * at once, so that a row moved on screen never goes back for a moment before its answer is drawn.
 */
function useEmTransicao(actor: LoadActor, ativo: boolean): SnapshotFrom<typeof loadMachine> {
  const [snapshot, setSnapshot] = useState(() => actor.getSnapshot());
  useEffect(() => {
    if (!ativo) return undefined;
    // What changed between the first draw and this subscription (a read that started at once).
    let anterior = actor.getSnapshot();
    setSnapshot(anterior);
    const subscription = actor.subscribe((next) => {
      const resposta = !anterior.matches('loaded') && next.matches('loaded');
      anterior = next;
      if (resposta) startTransition(() => setSnapshot(next));
      else setSnapshot(next);
    });
    return () => subscription.unsubscribe();
  }, [actor, ativo]);
  return snapshot;
}
