import { useCallback } from 'react';
import type { Email } from '#mirage/email/types';
import { useLoad } from '@/ui/load/useLoad';
import { useDemoApi } from '../DemoContext';
import { useLocalEdits } from '../useLocalEdits';

/** The demo's e-mails; starring, marking important and reading stay in the browser (the demo API has no route for them). */
export function useEmails() {
  const api = useDemoApi();
  const load = useLoad(() => api.get<Email[]>('/api/data/email/EmailData'));
  const { items, edit } = useLocalEdits(load.data, (email) => email.id);
  const toggleStar = useCallback((email: Email) => edit(email.id, { starred: !email.starred }), [edit]);
  const toggleImportant = useCallback((email: Email) => edit(email.id, { important: !email.important }), [edit]);
  const markRead = useCallback((email: Email) => edit(email.id, { unread: false }), [edit]);
  const newestFirst = [...items].sort((a, b) => b.time.localeCompare(a.time));
  return { load, emails: newestFirst, toggleStar, toggleImportant, markRead };
}
