import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ChatStatus } from '#mirage/chat/types';

/** Presence is online, away, busy or offline; people read it in their language. */
export const PRESENCE_LABELS: Record<ChatStatus, MessageDescriptor> = {
  online: msg`Online`,
  away: msg`Ausente`,
  busy: msg`Ocupado`,
  offline: msg`Offline`,
};

/** The colour of the presence dot, from the theme's palette. */
export const PRESENCE_COLORS: Record<ChatStatus, string> = {
  online: 'success.main',
  away: 'warning.main',
  busy: 'error.main',
  offline: 'grey.500',
};
