import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { EMAIL_FOLDERS, EMAIL_LABELS, type Email, type EmailFolder, type EmailLabel } from '#mirage/email/types';

/** What the e-mail list shows: a folder, the starred or important ones, or one label. */
export type EmailFilter = EmailFolder | 'starred' | 'important' | EmailLabel;

export const FOLDER_FILTERS: readonly EmailFilter[] = [...EMAIL_FOLDERS, 'starred', 'important'];
export const LABEL_FILTERS: readonly EmailFilter[] = EMAIL_LABELS;

export const EMAIL_FILTER_LABELS: Record<EmailFilter, MessageDescriptor> = {
  inbox: msg`Caixa de entrada`,
  sent: msg`Enviados`,
  draft: msg`Rascunhos`,
  spam: msg`Spam`,
  trash: msg`Lixeira`,
  starred: msg`Com estrela`,
  important: msg`Importantes`,
  Promotional: msg`Promoções`,
  Social: msg`Social`,
  Health: msg`Saúde`,
};

/** The label's colour, from the theme's palette. */
export const LABEL_COLORS: Record<EmailLabel, 'primary' | 'success' | 'warning'> = {
  Promotional: 'primary',
  Social: 'success',
  Health: 'warning',
};

export function inEmailFilter(email: Email, filter: EmailFilter): boolean {
  if (filter === 'Promotional' || filter === 'Social' || filter === 'Health') return email.label === filter;
  return email[filter];
}
