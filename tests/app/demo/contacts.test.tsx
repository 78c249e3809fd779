import { act, screen, waitFor, within } from '@testing-library/react';
import type { Contact } from '#mirage/contacts/types';
import { demoData, openDemo, question, withUniqueNames } from '../../support/app/demo';

const fullName = (contact: Contact) => `${contact.firstname} ${contact.lastname}`;

async function openContacts() {
  const opened = await openDemo('/apps/contacts', 'Contatos');
  const list = await screen.findByRole('list', { name: 'Contatos' });
  const contacts = await demoData<Contact[]>('/api/data/contacts/ContactsData');
  return { ...opened, list, contacts };
}

const filter = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name} \\d+$`) });

describe('the demo contacts', () => {
  it('lists the 30 contacts and shows the first in full beside the list', async () => {
    const { list, contacts } = await openContacts();
    expect(contacts).toHaveLength(30);
    expect(within(list).getAllByRole('listitem')).toHaveLength(30);
    expect(filter('Todos os contatos')).toHaveAccessibleName('Todos os contatos 30');
    const first = contacts[0] as Contact;
    const detail = screen.getByRole('region', { name: fullName(first) });
    expect(within(detail).getByText(first.email)).toBeInTheDocument();
    expect(within(detail).getByText(first.phone)).toBeInTheDocument();
  });

  it('filters by department and by frequently contacted', async () => {
    const { user, list, contacts } = await openContacts();
    await user.click(filter('Suporte'));
    expect(within(list).getAllByRole('listitem')).toHaveLength(contacts.filter((contact) => contact.department === 'Support').length);
    await user.click(filter('Contatados com frequência'));
    const frequent = contacts.filter((contact) => contact.frequentlycontacted);
    expect(within(screen.getByRole('list', { name: 'Contatos' })).getAllByRole('listitem')).toHaveLength(frequent.length);
  });

  it('stars a contact: it joins the starred, and leaves them when the star is taken away', async () => {
    const { user, list, contacts } = await openContacts();
    const unstarred = withUniqueNames(contacts, fullName).find((contact) => !contact.starred) as Contact;
    const starredBefore = contacts.filter((contact) => contact.starred).length;
    const star = within(list).getByRole('button', { name: `Favorito: ${fullName(unstarred)}` });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await user.click(filter('Favoritos'));
    expect(filter('Favoritos')).toHaveAccessibleName(`Favoritos ${starredBefore + 1}`);
    const starredList = screen.getByRole('list', { name: 'Contatos' });
    await user.click(within(starredList).getByRole('button', { name: `Favorito: ${fullName(unstarred)}` }));
    await waitFor(() => expect(filter('Favoritos')).toHaveAccessibleName(`Favoritos ${starredBefore}`));
  });

  it('deletes a contact once confirmed, opening the next one', async () => {
    const { user, list, contacts } = await openContacts();
    const [first, second] = contacts as [Contact, Contact];
    const detail = screen.getByRole('region', { name: fullName(first) });
    await user.click(within(detail).getByRole('button', { name: 'Excluir' }));
    const dialog = await question('Excluir o contato?');
    expect(dialog).toHaveTextContent(`${fullName(first)} sai da lista de contatos.`);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(29));
    expect(filter('Todos os contatos')).toHaveAccessibleName('Todos os contatos 29');
    expect(screen.getByRole('region', { name: fullName(second) })).toBeInTheDocument();
    expect(await screen.findByText('Contato excluído.')).toBeInTheDocument();
  });

  it('moves through the list with the arrow keys and opens a contact with Enter', async () => {
    const { user, list, contacts } = await openContacts();
    const items = within(list).getAllByRole('listitem').map((item) => within(item).getAllByRole('button')[0] as HTMLElement);
    act(() => (items[0] as HTMLElement).focus());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(items[2]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: fullName(contacts[2] as Contact) })).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(items[29]).toHaveFocus();
  });
});
