import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens an MUI select and picks one of its options, as a person does with the pointer. */
export async function escolherNoSelect(user: UserEvent, select: HTMLElement, opcao: string | RegExp) {
  await user.click(select);
  const lista = await screen.findByRole('listbox');
  await user.click(within(lista).getByRole('option', { name: opcao }));
}
