import type { Language } from '#mirage/language/types';
import { useLoad } from '@/ui/load/useLoad';
import { useDemoApi } from '../DemoContext';

/** The demo's language list (GET /api/data/language/LanguageData). */
export function useLanguages() {
  const api = useDemoApi();
  return useLoad(() => api.get<Language[]>('/api/data/language/LanguageData'));
}
