import { screen, waitFor, within } from '@testing-library/react';
import type { Note } from '#mirage/notes/types';
import { demoData, openDemo, question } from '../../support/app/demo';

async function openNotes() {
  const opened = await openDemo('/apps/notes', 'Notas');
  const list = await screen.findByRole('list', { name: 'Notas' });
  const notes = await demoData<Note[]>('/api/data/notes/NotesData');
  return { ...opened, list, notes };
}

const items = (list: HTMLElement) => within(list).getAllByRole('listitem');
const text = () => screen.getByRole('textbox', { name: 'Texto da nota' });

describe('the demo notes', () => {
  it('lists the notes and opens the first in the editor', async () => {
    const { list, notes } = await openNotes();
    expect(items(list)).toHaveLength(notes.length);
    expect(text()).toHaveValue((notes[0] as Note).title);
  });

  it('adds a note: it comes first, its text takes the focus, and what is typed names it in the list', async () => {
    const { user, list, notes } = await openNotes();
    await user.click(screen.getByRole('button', { name: 'Adicionar nota' }));
    await waitFor(() => expect(items(list)).toHaveLength(notes.length + 1));
    expect(items(list)[0]).toHaveTextContent('Nota sem texto');
    await waitFor(() => expect(text()).toHaveFocus());
    await user.keyboard('Filtro do ar');
    expect(items(list)[0]).toHaveTextContent('Filtro do ar');
    await user.click(screen.getByRole('radio', { name: 'Verde' }));
    expect(screen.getByRole('radio', { name: 'Verde' })).toBeChecked();
  });

  it('edits the chosen note: its text and its colour', async () => {
    const { user, list, notes } = await openNotes();
    const second = notes[1] as Note;
    await user.click(within(items(list)[1] as HTMLElement).getAllByRole('button')[0] as HTMLElement);
    expect(text()).toHaveValue(second.title);
    await user.clear(text());
    await user.type(text(), 'Síndico');
    expect(items(list)[1]).toHaveTextContent('Síndico');
    const other = second.color === 'error' ? 'Azul' : 'Vermelho';
    await user.click(screen.getByRole('radio', { name: other }));
    expect(screen.getByRole('radio', { name: other })).toBeChecked();
    // Another note and back: the edit is kept.
    await user.click(within(items(list)[0] as HTMLElement).getAllByRole('button')[0] as HTMLElement);
    await user.click(within(items(list)[1] as HTMLElement).getAllByRole('button')[0] as HTMLElement);
    expect(text()).toHaveValue('Síndico');
  });

  it('deletes a note once confirmed', async () => {
    const { user, list, notes } = await openNotes();
    await user.click(within(items(list)[0] as HTMLElement).getByRole('button', { name: /^Excluir a nota/ }));
    const dialog = await question('Excluir a nota?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(items(list)).toHaveLength(notes.length - 1));
    expect(text()).toHaveValue((notes[1] as Note).title);
  });
});
