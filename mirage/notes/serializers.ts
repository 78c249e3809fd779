import type { DemoModel } from '../demoRegistry';
import { jsonSerializer } from '../shared/jsonSerializer';
import type { Note } from './types';

function noteJson(note: DemoModel<'note'>): Note {
  const { color, title, datef, deleted } = note;
  return { id: Number(note.id), color, title, datef, deleted };
}

export const noteSerializers = { note: jsonSerializer(noteJson) };
