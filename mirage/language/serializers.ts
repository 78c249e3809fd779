import type { DemoModel } from '../demoRegistry';
import { jsonSerializer } from '../shared/jsonSerializer';
import type { Language } from './types';

function languageJson(language: DemoModel<'language'>): Language {
  const { flagname, icon } = language;
  return { id: Number(language.id), flagname, icon };
}

export const languageSerializers = { language: jsonSerializer(languageJson) };
