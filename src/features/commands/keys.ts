/** Keys without a character that a command may take, by their token in a command's `keys`. */
const NAMED_KEYS: Record<string, string> = {
  ArrowDown: 'arrowdown',
  ArrowUp: 'arrowup',
  Enter: 'enter',
  Delete: 'delete',
  Backspace: 'backspace',
};

/** The token a key press makes in a command's `keys`: 'mod+k' for Ctrl/⌘+K, a named key, else the key itself. */
export function keyToken(event: KeyboardEvent): string | null {
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return 'mod+k';
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  return NAMED_KEYS[event.key] ?? (event.key.length === 1 ? event.key.toLowerCase() : null);
}

/**
 * A key press with its modifiers as one token ('mod+shift+p', 'alt+arrowdown', 'q'), for the keys a
 * dialog handles itself; Shift counts only beside Ctrl/⌘ or Alt, since it is part of a typed character.
 */
export function keyCombo(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): string | null {
  const base = NAMED_KEYS[event.key] ?? (event.key.length === 1 ? event.key.toLowerCase() : null);
  if (!base) return null;
  const mod = event.ctrlKey || event.metaKey;
  const modifiers = [mod ? 'mod' : null, event.altKey ? 'alt' : null, (mod || event.altKey) && event.shiftKey ? 'shift' : null];
  return [...modifiers.filter((modifier) => modifier !== null), base].join('+');
}

/** Named keys also drive buttons, links and menus; there they keep their own meaning. */
export const isNamedKey = (token: string): boolean => Object.values(NAMED_KEYS).includes(token);

export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** A key pressed inside a dialog belongs to the dialog. */
export function inDialog(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"]') !== null;
}

const CONTROLS = 'button, a[href], summary, [role="button"], [role="link"], [role="option"], [role="menuitem"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="combobox"]';

/** Whether the focused element answers Enter or the arrows itself. */
export function isControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(CONTROLS) !== null;
}

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

const LABELS: Record<string, string> = {
  arrowdown: '↓',
  arrowup: '↑',
  enter: 'Enter',
  delete: 'Delete',
  backspace: '⌫',
  mod: IS_MAC ? '⌘' : 'Ctrl',
  alt: IS_MAC ? '⌥' : 'Alt',
  shift: IS_MAC ? '⇧' : 'Shift',
};

/** How a key, or a combination such as 'mod+shift+p', looks on the person's keyboard. */
export function keyLabel(key: string): string {
  return key
    .split('+')
    .map((part) => LABELS[part] ?? part.toUpperCase())
    .join(' ');
}
