import { useEffect, useRef } from 'react';

/**
 * Runs `callback` when the person comes back to the page: its tab was hidden behind another, or
 * another window had the focus. One return can bring both events, so `callback` should cope with
 * a second call while the first still runs (a useLoad reload gives way to the newer one).
 */
export function usePageReturn(callback: () => void): void {
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => {
    const onFocus = () => latest.current();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') latest.current();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
}
