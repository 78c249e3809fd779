import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { PASSWORD_MIN } from '#contract/limits';

export interface Strength {
  score: 0 | 1 | 2 | 3;
  label: MessageDescriptor;
}

/** A hint, not a rule: length and variety of characters. */
export function passwordStrength(password: string): Strength {
  if (password.length < PASSWORD_MIN) return { score: 0, label: msg`Muito curta` };
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(password)).length;
  if (password.length >= 14 && kinds >= 3) return { score: 3, label: msg`Forte` };
  if (password.length >= 10 && kinds >= 2) return { score: 2, label: msg`Boa` };
  return { score: 1, label: msg`Fraca` };
}
