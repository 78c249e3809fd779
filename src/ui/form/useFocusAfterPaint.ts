import { useEffect, type RefObject } from 'react';

/**
 * Focuses the element once its page is on screen, unless the person has already gone elsewhere.
 * React's `autoFocus` focuses inside the commit, and focusing makes the browser lay the new page
 * out right there: on a phone the sign-in page's first frame was one long task instead of two.
 */
export function useFocusAfterPaint(ref: RefObject<HTMLElement | null>, enabled: boolean | undefined): void {
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A timeout from inside the frame's callback runs after that frame has been painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const active = document.activeElement;
        if (!active || active === document.body) ref.current?.focus();
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ref, enabled]);
}
