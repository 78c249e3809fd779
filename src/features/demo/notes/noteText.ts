import type { Note } from '#mirage/notes/types';

const SHORT = 60;

/** A note as the list names it: its first words, or `empty` while it has none. */
export function noteText(note: Note, empty: string): string {
  const text = note.title.trim();
  if (!text) return empty;
  return text.length > SHORT ? `${text.slice(0, SHORT).trimEnd()}…` : text;
}
