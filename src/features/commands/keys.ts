/** The token a key press makes in a command's `keys`: 'mod+k' for Ctrl/⌘+K, else the key itself. */
export function keyToken(event: KeyboardEvent): string | null {
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return 'mod+k';
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  return event.key.length === 1 ? event.key.toLowerCase() : null;
}

export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** How a key looks on the person's keyboard. */
export function keyLabel(key: string): string {
  return key === 'mod+k' ? (IS_MAC ? '⌘ K' : 'Ctrl K') : key.toUpperCase();
}
