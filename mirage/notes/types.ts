/** The template's note: a coloured card with a title and a date. */
export const NOTE_COLORS = ['primary', 'info', 'success', 'warning', 'error'] as const;
export type NoteColor = (typeof NOTE_COLORS)[number];

export interface Note {
  id: number;
  color: NoteColor;
  title: string;
  datef: string;
  deleted: boolean;
}
