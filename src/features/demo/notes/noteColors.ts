import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { NoteColor } from '#mirage/notes/types';

/** A note's colour is one of the theme's (the data says 'primary', 'error', …); people choose it by name. */
export const NOTE_COLOR_NAMES: Record<NoteColor, MessageDescriptor> = {
  primary: msg`Azul`,
  info: msg`Celeste`,
  success: msg`Verde`,
  warning: msg`Amarelo`,
  error: msg`Vermelho`,
};
