import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { avisarAtrasos } from '../../notificacoes/atrasos';
import { enviarEmailsPendentes } from '../../notificacoes/emails';
import { rodadaPeriodica } from './rodadaPeriodica';

/** How often the server process looks for prazos passed and for notifications' e-mails that are due. */
const INTERVALO_MS = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    emailsDeNotificacao: {
      /** One round of overdue notices now (tests call it; the loop calls it on its own). */
      avisarAtrasos(): Promise<number>;
      /** One round now: what is due is sent (tests call it; the loop calls it on its own). */
      enviarPendentes(): Promise<number>;
      /** Starts the loop (server/main.ts): a round every few seconds until the app closes. */
      iniciar(): void;
    };
  }
}

/** The notifications' background work: the overdue notices, then the mails (those notices' too). */
export const emailsDeNotificacao = fp(
  async function emailsDeNotificacao(app: FastifyInstance) {
    const atrasos = () => avisarAtrasos({ db: app.db, clock: app.clock, publicarAoVivo: () => app.saidaAoVivo.publicar() });
    const enviarPendentes = () => enviarEmailsPendentes({ db: app.db, mailer: app.mailer, clock: app.clock, appUrl: app.config.appUrl, log: app.log });
    const rodadas = rodadaPeriodica(app, INTERVALO_MS, () =>
      atrasos()
        .catch((err: unknown) => app.log.error({ err }, 'falha ao avisar dos prazos vencidos'))
        .then(enviarPendentes)
        .catch((err: unknown) => app.log.error({ err }, 'falha ao enviar os e-mails de notificação')),
    );
    app.decorate('emailsDeNotificacao', { avisarAtrasos: atrasos, enviarPendentes, iniciar: () => rodadas.iniciar() });
  },
  { name: 'emails-de-notificacao', dependencies: ['mail', 'saida-ao-vivo'] },
);
