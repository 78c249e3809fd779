import { useCallback } from 'react';
import type { Contact } from '#mirage/contacts/types';
import { useLoad } from '@/ui/load/useLoad';
import { useDemoApi } from '../DemoContext';
import { useLocalEdits } from '../useLocalEdits';

/** The demo's contacts, starred or deleted here (deleting only sets `deleted`). */
export function useContacts() {
  const api = useDemoApi();
  const load = useLoad(() => api.get<Contact[]>('/api/data/contacts/ContactsData'));
  const { items, edit } = useLocalEdits(load.data, (contact) => contact.id);
  const toggleStar = useCallback((contact: Contact) => edit(contact.id, { starred: !contact.starred }), [edit]);
  return {
    load,
    contacts: items.filter((contact) => !contact.deleted),
    toggleStar,
    remove: (id: number) => edit(id, { deleted: true }),
  };
}
