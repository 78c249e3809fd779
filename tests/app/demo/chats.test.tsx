import { screen, waitFor, within } from '@testing-library/react';
import { SELF_SENDER_ID, type ChatContact } from '#mirage/chat/types';
import { demoData, openDemo } from '../../support/app/demo';

async function openChats() {
  const opened = await openDemo('/apps/chats', 'Conversas');
  const list = await screen.findByRole('list', { name: 'Conversas' });
  const chats = await demoData<ChatContact[]>('/api/data/chat/ChatData');
  return { ...opened, list, chats };
}

const PRESENCE = { online: 'Online', away: 'Ausente', busy: 'Ocupado', offline: 'Offline' } as const;
const contactButton = (list: HTMLElement, chat: ChatContact) => within(list).getByRole('button', { name: new RegExp(`^${chat.name}`) });

describe('the demo chats', () => {
  it('lists the 10 contacts with their presence, the recent ones under their own heading', async () => {
    const { list, chats } = await openChats();
    expect(chats).toHaveLength(10);
    expect(within(list).getAllByRole('button')).toHaveLength(10);
    for (const chat of chats) expect(contactButton(list, chat)).toHaveTextContent(PRESENCE[chat.status]);
    if (chats.some((chat) => chat.recent)) expect(within(list).getByText('Recentes')).toBeInTheDocument();
  });

  it('opens a chat: its messages, the pictures named by who sent them, and the attached files', async () => {
    const { user, list, chats } = await openChats();
    const chat = chats.find((candidate) => candidate.messages.some((message) => message.type === 'image')) as ChatContact;
    await user.click(contactButton(list, chat));
    const conversation = screen.getByRole('region', { name: chat.name });
    const log = within(conversation).getByRole('log', { name: 'Mensagens' });
    expect(within(log).getAllByRole('listitem').filter((item) => item.parentElement?.parentElement === log)).toHaveLength(chat.messages.length);
    const image = chat.messages.find((message) => message.type === 'image');
    const sender = image?.senderId === SELF_SENDER_ID ? 'Você' : chat.name;
    expect(within(log).getAllByRole('img', { name: `Imagem enviada por ${sender}` }).length).toBeGreaterThan(0);
    for (const file of chat.messages.flatMap((message) => message.attachment)) expect(within(log).getByText(file.file)).toBeInTheDocument();
  });

  it('sends a message with Enter: it comes last in the chat, from Você', async () => {
    const { user, list, chats } = await openChats();
    const chat = chats[1] as ChatContact;
    await user.click(contactButton(list, chat));
    const conversation = screen.getByRole('region', { name: chat.name });
    const box = within(conversation).getByRole('textbox', { name: `Mensagem para ${chat.name}` });
    expect(within(conversation).getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await user.type(box, 'Chego às 14h{Enter}');
    const log = within(conversation).getByRole('log', { name: 'Mensagens' });
    await waitFor(() => expect(log.querySelector('ul')?.lastElementChild).toHaveTextContent('Chego às 14h'));
    expect(log.querySelector('ul')?.lastElementChild).toHaveTextContent(/^Você, /);
    expect(box).toHaveValue('');
    expect(contactButton(list, chat)).toHaveTextContent('Chego às 14h');
  });
});
