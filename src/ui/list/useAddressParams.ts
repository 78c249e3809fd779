import { useSearchParams } from 'wouter';

/** Changes the address's query string, in place of the current entry or as a new one. */
export type WriteParams = (change: (next: URLSearchParams) => void, replace?: boolean) => void;

/** The address's query string and a writer that edits a copy of it (wouter's search params). */
export function useAddressParams(): [URLSearchParams, WriteParams] {
  const [params, setParams] = useSearchParams();
  const write: WriteParams = (change, replace = false) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        change(next);
        return next;
      },
      { replace },
    );
  return [params, write];
}
