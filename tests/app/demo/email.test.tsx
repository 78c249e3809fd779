import { act, screen, waitFor, within } from '@testing-library/react';
import type { DemoServer } from '#mirage/demoRegistry';
import type { Email } from '#mirage/email/types';
import { demoData, openDemo } from '../../support/app/demo';

// One more message beside the generated ones, written as an attacker would: the screen must draw it inert.
jest.mock('#mirage/email/seed', () => {
  const actual = jest.requireActual<typeof import('#mirage/email/seed')>('#mirage/email/seed');
  return {
    seedEmails: (server: DemoServer) => {
      actual.seedEmails(server);
      server.create('email', {
        subject: 'Mensagem hostil',
        time: new Date(Date.now() + 60_000).toISOString(),
        inbox: true,
        emailContent:
          '<p>Olá</p><script>window.hostile = "script"</script><img src="x" alt="foto" onerror="window.hostile = \'onerror\'">' +
          '<a href="javascript:window.hostile = \'link\'">Clique aqui</a><p onclick="window.hostile = \'click\'">Parágrafo</p>',
      });
    },
  };
});

declare global {
  interface Window {
    hostile?: string;
  }
}

async function openEmail() {
  const opened = await openDemo('/apps/email', 'E-mail');
  const list = await screen.findByRole('list', { name: 'Mensagens' });
  const emails = await demoData<Email[]>('/api/data/email/EmailData');
  return { ...opened, list, emails };
}

const filter = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name} \\d+$`) });
const rows = (list: HTMLElement) => within(list).getAllByRole('listitem');
const rowOf = (list: HTMLElement, email: Email) =>
  within(list).getAllByRole('button').find((button) => button.dataset.emailId === String(email.id)) as HTMLElement;

describe('the demo e-mail', () => {
  it('lists the inbox, and each folder and label with its count', async () => {
    const { user, list, emails } = await openEmail();
    expect(emails).toHaveLength(21);
    const inbox = emails.filter((email) => email.inbox);
    expect(rows(list)).toHaveLength(inbox.length);
    expect(filter('Caixa de entrada')).toHaveAccessibleName(`Caixa de entrada ${inbox.length}`);
    await user.click(filter('Lixeira'));
    const trash = emails.filter((email) => email.trash);
    if (trash.length > 0) expect(rows(screen.getByRole('list', { name: 'Mensagens' }))).toHaveLength(trash.length);
    else expect(screen.getByText('Esta pasta está vazia.')).toBeInTheDocument();
    await user.click(filter('Saúde'));
    expect(filter('Saúde')).toHaveAccessibleName(`Saúde ${emails.filter((email) => email.label === 'Health').length}`);
  });

  it('searches the folder by sender and subject', async () => {
    const { user, list } = await openEmail();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar e-mails' }), 'hostil');
    await waitFor(() => expect(rows(list)).toHaveLength(1));
    expect(rows(list)[0]).toHaveTextContent('Mensagem hostil');
  });

  it('draws a message’s HTML without its script, its event handlers or its javascript: link', async () => {
    const { user, list, emails } = await openEmail();
    const hostile = emails.find((email) => email.subject === 'Mensagem hostil') as Email;
    await user.click(rowOf(list, hostile));
    const body = await screen.findByRole('document', { name: 'Conteúdo da mensagem' });
    expect(body).toHaveTextContent('Olá');
    expect(within(body).getByRole('img', { name: 'foto' })).not.toHaveAttribute('onerror');
    expect(within(body).getByText('Parágrafo')).not.toHaveAttribute('onclick');
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('[onerror], [onclick]')).toBeNull();
    const link = within(body).getByText('Clique aqui');
    expect(link.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    await user.click(link);
    await user.click(within(body).getByText('Parágrafo'));
    expect(window.hostile).toBeUndefined();
  });

  it('moves with the arrow keys, opens with Enter (marked read, with its attachments) and goes back with Esc', async () => {
    const { user, list, emails } = await openEmail();
    const inbox = emails.filter((email) => email.inbox).sort((a, b) => b.time.localeCompare(a.time));
    const second = inbox[1] as Email;
    act(() => rowOf(list, inbox[0] as Email).focus());
    await user.keyboard('{ArrowDown}');
    expect(rowOf(list, second)).toHaveFocus();
    await user.keyboard('{Enter}');
    const message = screen.getByRole('region', { name: second.subject });
    expect(within(message).getByRole('heading', { level: 2, name: second.subject })).toHaveFocus();
    expect(message).toHaveTextContent(`Para: ${second.To}`);
    for (const file of second.attchments) expect(within(message).getByText(file.title)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    const back = screen.getByRole('list', { name: 'Mensagens' });
    expect(rowOf(back, second)).toHaveFocus();
    expect(rowOf(back, second)).not.toHaveTextContent('Não lido:');
  });

  it('stars a message: it joins the starred folder, and leaves it when the star is taken away', async () => {
    const { user, list, emails } = await openEmail();
    // The demo's data is drawn afresh on each load: now and then every message of the inbox is starred.
    const plain = (emails.find((email) => email.inbox && !email.starred) ?? emails.find((email) => email.inbox)) as Email;
    let starredBefore = emails.filter((email) => email.starred).length;
    const star = within(list).getByRole('button', { name: `Favorito: ${plain.subject}` });
    if (plain.starred) {
      await user.click(star);
      await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
      starredBefore -= 1;
    }
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(filter('Com estrela')).toHaveAccessibleName(`Com estrela ${starredBefore + 1}`);
    await user.click(filter('Com estrela'));
    await user.click(within(screen.getByRole('list', { name: 'Mensagens' })).getByRole('button', { name: `Favorito: ${plain.subject}` }));
    await waitFor(() => expect(filter('Com estrela')).toHaveAccessibleName(`Com estrela ${starredBefore}`));
  });
});
