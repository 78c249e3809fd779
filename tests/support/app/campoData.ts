import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** A date field (MUI X's: a group of day, month, year… sections) by its label, once its picker has arrived. */
export const campoData = (dentro: HTMLElement, nome: string | RegExp) => within(dentro).findByRole('group', { name: nome });

/** Types into a date field as a person does, digit after digit in the language's order, over what it held. */
export async function digitarData(user: UserEvent, campo: HTMLElement, digitos: string) {
  const [primeira] = within(campo).getAllByRole('spinbutton');
  if (!primeira) throw new Error('campo de data sem seções');
  await user.click(primeira);
  await user.keyboard('{Control>}a{/Control}{Backspace}');
  await user.keyboard(digitos);
}

/** What the field shows, as the person reads it ("10/03/2026 09:00"). */
export function textoDoCampo(campo: HTMLElement): string {
  const valor = campo.querySelector('input')?.value;
  if (valor === undefined) throw new Error('campo de data sem valor');
  return valor;
}
