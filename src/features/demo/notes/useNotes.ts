import type { Note, NoteColor } from '#mirage/notes/types';
import { useLoad } from '@/ui/load/useLoad';
import { useDemoApi } from '../DemoContext';
import { useLocalEdits } from '../useLocalEdits';

/** The demo's notes, written, coloured, added and deleted here. */
export function useNotes() {
  const api = useDemoApi();
  const load = useLoad(() => api.get<Note[]>('/api/data/notes/NotesData'));
  const { items, edit, add, nextId } = useLocalEdits(load.data, (note) => note.id);
  return {
    load,
    notes: items.filter((note) => !note.deleted),
    write: (id: number, title: string) => edit(id, { title }),
    paint: (id: number, color: NoteColor) => edit(id, { color }),
    remove: (id: number) => edit(id, { deleted: true }),
    /** A new, empty note at the top; its id. */
    create: (color: NoteColor): number => {
      const id = nextId();
      add({ id, color, title: '', datef: new Date().toISOString(), deleted: false });
      return id;
    },
  };
}
