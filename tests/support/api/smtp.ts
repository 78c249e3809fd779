import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string;
  raw: string;
}

/**
 * A local SMTP server that keeps every message it receives (the only mail edge we fake), or
 * refuses the next `quantas` to an address after `recusar(para, quantas)`, as a failing mail
 * server would.
 */
export interface Smtp {
  url: string;
  mails: CapturedMail[];
  recusar(para: string, quantas: number): void;
  close(): Promise<void>;
}

export async function startSmtp(): Promise<Smtp> {
  const mails: CapturedMail[] = [];
  const recusas = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
        const recusar = recusas.get(to.toLowerCase()) ?? 0;
        if (recusar > 0) {
          recusas.set(to.toLowerCase(), recusar - 1);
          return callback(Object.assign(new Error('Servidor indisponível'), { responseCode: 451 }));
        }
        mails.push({ to, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    recusar: (para, quantas) => recusas.set(para.toLowerCase(), quantas),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Polls until `find` answers, for what arrives on its own (a mail, a file). */
export async function waitFor<T>(find: () => T | undefined): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('não chegou a tempo');
}

/** A mail's text with quoted-printable soft breaks and `=3D` undone, so links can be matched. */
export function unfold(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

/**
 * The token of the `nth` (from 1) link of `path` mailed to `to`, once it has arrived: a person
 * is mailed several kinds of link (address confirmation, password reset, invitation).
 */
export async function mailedToken(mails: CapturedMail[], to: string, path: string, nth = 1): Promise<string> {
  const pattern = new RegExp(`http://prumo\\.test${path.replace(/[?]/g, '\\?')}\\?token=([A-Za-z0-9_-]+)`);
  const tokens = () =>
    mails.filter((mail) => mail.to.toLowerCase() === to.toLowerCase()).flatMap((mail) => pattern.exec(unfold(mail.raw))?.[1] ?? []);
  return waitFor(() => tokens()[nth - 1]);
}
