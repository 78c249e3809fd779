import { useEffect, useRef } from 'react';
import type { Command } from '../../ui/commands/command';
import { inDialog, isControl, isNamedKey, isTyping, keyToken } from './keys';

const SEQUENCE_WINDOW_MS = 1500;

const answers = (command: Command, sequence: string[]) =>
  command.keys?.join(' ') === sequence.join(' ') || (sequence.length === 1 && command.also?.includes(sequence[0] ?? '') === true);

/** Whether a key press is the page's to take rather than the focused field's, control's or dialog's. */
function forCommands(token: string, target: EventTarget | null): boolean {
  if (token === 'mod+k') return true;
  if (isTyping(target) || inDialog(target)) return false;
  return !(isNamedKey(token) && isControl(target));
}

/**
 * Runs the command whose key sequence was just typed (`g` then `a`, `?`, Ctrl/⌘+K), from the
 * commands `commands` builds at that key.
 */
export function useHotkeys(commands: () => Command[]): void {
  const latest = useRef(commands);
  latest.current = commands;

  useEffect(() => {
    let pending: { key: string; at: number } | null = null;
    const onKeyDown = (event: KeyboardEvent) => {
      const token = keyToken(event);
      if (!token || !forCommands(token, event.target)) return;
      const prefix = pending && event.timeStamp - pending.at < SEQUENCE_WINDOW_MS ? pending.key : null;
      const sequence = prefix ? [prefix, token] : [token];
      const todos = latest.current();
      const match = todos.find((command) => answers(command, sequence));
      if (match) {
        event.preventDefault();
        pending = null;
        match.run();
        return;
      }
      const starts = todos.some((command) => command.keys && command.keys.length > 1 && command.keys[0] === token);
      pending = starts ? { key: token, at: event.timeStamp } : null;
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
