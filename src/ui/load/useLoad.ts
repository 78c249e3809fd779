import type { ListQuery } from './loadMachine';
import { useLoadActor, type Desenho, type LoadFailure } from './useLoadActor';

export type LoadStatus = 'loading' | 'loaded' | 'failed';

export interface Loaded<T> extends LoadFailure {
  status: LoadStatus;
  /** The last value loaded (kept while a reload runs), or null before the first. */
  data: T | null;
  /** Reads it again, from any state; a read still running gives way to the new one. */
  reload: () => void;
  /** Reads it again after a failure. */
  retry: () => void;
}

const ONE_THING: ListQuery = {};

/**
 * Reads one thing (a record, a file) through the load machine, once when mounted and again on
 * reload; drawn at once, or in a transition when the thing is a long list of its own (Desenho).
 */
export function useLoad<T>(load: () => Promise<T>, desenho: Desenho = 'imediato'): Loaded<T> {
  const [, read] = useLoadActor(load, ONE_THING, desenho);
  // One thing is never asked for more, and the machine holds what `load` answered.
  return { ...read, status: read.status as LoadStatus, data: read.data as T | null };
}
