import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The same as HTML, for what plain text cannot say (the language's direction); the text stays for every reader. */
  html?: string;
  /** The link the mail is about, logged when there is no SMTP server so a local user can follow it. */
  link?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

const FROM = 'Prumo <nao-responda@prumo.example>';

/** SMTP when an address is configured, otherwise a file per mail in `outbox`. */
export function createMailer(options: { smtpUrl: string | null; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: FROM, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}) });
      },
      close: () => transport.close(),
    };
  }
  return {
    async send(mail) {
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^a-z0-9@._-]/gi, '_')}.txt`);
      const content = `De: ${FROM}\nPara: ${mail.to}\nAssunto: ${mail.subject}\n\n${mail.text}\n`;
      await writeFile(file, content, { mode: 0o600 });
      options.log.info({ to: mail.to, file, link: mail.link }, `E-mail gravado em ${file}${mail.link ? `: ${mail.link}` : ''}`);
    },
    close: () => undefined,
  };
}
