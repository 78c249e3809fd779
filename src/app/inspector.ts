import type { ActorOptions, AnyActorLogic } from 'xstate';

type Inspect = ActorOptions<AnyActorLogic>['inspect'];

let inspect: Inspect;

/** Development only, asked for with `?inspect`: the live machines in the Stately inspector. */
export async function startInspector(): Promise<void> {
  if (process.env.NODE_ENV !== 'production' && new URLSearchParams(window.location.search).has('inspect')) {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    inspect = createBrowserInspector().inspect;
  }
}

export const inspector = (): Inspect => inspect;
