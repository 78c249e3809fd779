import { useEffect, useRef } from 'react';

/**
 * While `active` and before the palette's input has the focus (its code may still be loading),
 * the characters typed are kept for it instead of being lost or taken as shortcuts: Ctrl+K then
 * "sair" at full speed still finds Sair.
 */
export function useTypeAhead(active: boolean, type: (character: string) => void): void {
  const latest = useRef(type);
  latest.current = type;

  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.target instanceof Element && event.target.hasAttribute('cmdk-input')) return;
      if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
      event.preventDefault();
      // The capture phase on window comes first: the shortcuts listening on window never see the key.
      event.stopPropagation();
      latest.current(event.key);
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [active]);
}
