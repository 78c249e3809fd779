import type { FastifyInstance } from 'fastify';
import type { Clock } from '#server/clock';
import { buildTestApp } from './buildTestApp';
import { startSmtp, type Smtp } from './smtp';

/**
 * The file's one app, whose mail goes to a local SMTP server: registers the file's beforeAll and
 * afterAll, and hands both to `pronto` once they are up.
 */
export function appComSmtp(clock: Clock | undefined, pronto: (arquivo: { app: FastifyInstance; smtp: Smtp }) => void): void {
  let smtp: Smtp | undefined;
  beforeAll(async () => {
    smtp = await startSmtp();
    pronto({ smtp, app: await buildTestApp({ clock, config: { smtpUrl: smtp.url } }) });
  }, 60_000);
  afterAll(() => smtp?.close());
}
