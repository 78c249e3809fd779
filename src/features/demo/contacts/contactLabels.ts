import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Contact, Department } from '#mirage/contacts/types';

/** The departments are the data's values; people read them in their language. */
export const DEPARTMENT_LABELS: Record<Department, MessageDescriptor> = {
  Sales: msg`Vendas`,
  Support: msg`Suporte`,
  Engineering: msg`Engenharia`,
  'Business Development': msg`Desenvolvimento de negócios`,
};

export type ContactFilter = 'all' | 'frequent' | 'starred' | Department;

export function inFilter(contact: Contact, filter: ContactFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'frequent') return contact.frequentlycontacted;
  if (filter === 'starred') return contact.starred;
  return contact.department === filter;
}

export const fullName = (contact: Contact): string => `${contact.firstname} ${contact.lastname}`;
