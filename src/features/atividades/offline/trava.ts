/**
 * Runs `fn` holding the lock `nome` in every tab of this browser (Web Locks API), so that two
 * open tabs never send the same item twice: the second waits for the first to finish. A browser
 * without the API runs it at once; within one tab the callers already take turns.
 */
export function comTrava<T>(nome: string, fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? locks.request(nome, fn) : fn();
}
