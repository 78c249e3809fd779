import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { avisarAtrasos } from '../../notificacoes/atrasos';
import { enviarEmailsPendentes } from '../../notificacoes/emails';

declare module 'fastify' {
  interface FastifyInstance {
    emailsDeNotificacao: {
      /** One round of overdue notices now (the job queue runs it every minute, ./fila.ts; tests call it). */
      avisarAtrasos(): Promise<number>;
      /** One round now: what is due is sent (the job queue runs it every minute, ./fila.ts; tests call it). */
      enviarPendentes(): Promise<number>;
    };
  }
}

/** The notifications' background work, on the app's clock: the overdue notices, and the mails (those notices' too). */
export const emailsDeNotificacao = fp(
  async function emailsDeNotificacao(app: FastifyInstance) {
    app.decorate('emailsDeNotificacao', {
      avisarAtrasos: () => avisarAtrasos({ db: app.db, clock: app.clock, publicarAoVivo: () => app.saidaAoVivo.publicar() }),
      enviarPendentes: () => enviarEmailsPendentes({ db: app.db, mailer: app.mailer, clock: app.clock, appUrl: app.config.appUrl, log: app.log }),
    });
  },
  { name: 'emails-de-notificacao', dependencies: ['mail', 'saida-ao-vivo'] },
);
