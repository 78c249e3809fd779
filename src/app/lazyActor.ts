import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Actor, AnyStateMachine, EventFrom, InputFrom, SnapshotFrom } from 'xstate';
import { withRetries } from '../i18n/retry';
import { inspector } from './inspector';

/**
 * A machine's actor that starts with the first event sent to it. Until then its readers see
 * `initial`, what the machine shows at start, and the page has not downloaded XState nor the
 * machine: a visitor who only reads the sign-in page never needs them.
 */
export class LazyActor<TMachine extends AnyStateMachine, TView> {
  private starting: Promise<Actor<TMachine>> | null = null;
  private actor: Actor<TMachine> | null = null;
  private view: TView;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly load: () => Promise<TMachine>,
    private readonly input: InputFrom<TMachine>,
    private readonly viewOf: (snapshot: SnapshotFrom<TMachine>) => TView,
    initial: TView,
  ) {
    this.view = initial;
  }

  /** The running actor, loaded the first time it is asked for. */
  start(): Promise<Actor<TMachine>> {
    this.starting ??= withRetries(() => Promise.all([import('xstate'), this.load()])).then(
      ([{ createActor }, machine]) => {
        const actor = createActor(machine, { input: this.input, inspect: inspector() });
        actor.subscribe((snapshot) => this.show(snapshot));
        actor.start();
        this.show(actor.getSnapshot());
        this.actor = actor;
        return actor;
      },
      (error: unknown) => {
        // Code that never arrived is asked for again with the next event.
        this.starting = null;
        throw error;
      },
    );
    return this.starting;
  }

  /** An event whose machine could not be loaded is dropped: the next one tries again. */
  readonly send = (event: EventFrom<TMachine>): void => {
    this.start().then(
      (actor) => actor.send(event),
      () => undefined,
    );
  };

  stop(): void {
    this.actor?.stop();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getView = (): TView => this.view;

  private show(snapshot: SnapshotFrom<TMachine>): void {
    this.view = this.viewOf(snapshot);
    this.listeners.forEach((listener) => listener());
  }
}

/** A part of the actor's view, drawn again when it changes. */
export function useLazyView<TView, T>(actor: Pick<LazyActor<AnyStateMachine, TView>, 'subscribe' | 'getView'>, select: (view: TView) => T): T {
  return useSyncExternalStore(actor.subscribe, () => select(actor.getView()));
}

/** A lazy actor for a component's lifetime: made with its first render, stopped when it goes. */
export function useLazyActor<TMachine extends AnyStateMachine, TView>(create: () => LazyActor<TMachine, TView>): LazyActor<TMachine, TView> {
  const [actor] = useState(create);
  useEffect(() => () => actor.stop(), [actor]);
  return actor;
}
