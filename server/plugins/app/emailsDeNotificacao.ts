import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { avisarAtrasos } from '../../notificacoes/atrasos';
import { enviarEmailsPendentes } from '../../notificacoes/emails';

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
    const atrasos = () => avisarAtrasos({ db: app.db, clock: app.clock, publicar: (empresaId, evento) => app.aoVivo.publicar(empresaId, evento) });
    const enviarPendentes = () => enviarEmailsPendentes({ db: app.db, mailer: app.mailer, clock: app.clock, appUrl: app.config.appUrl, log: app.log });
    let rodada: Promise<unknown> | null = null;
    let relogio: NodeJS.Timeout | null = null;

    const rodar = () => {
      // A slow round (an SMTP server that hangs) is not overlapped by the next.
      if (rodada) return;
      rodada = atrasos()
        .catch((err: unknown) => app.log.error({ err }, 'falha ao avisar dos prazos vencidos'))
        .then(enviarPendentes)
        .catch((err: unknown) => app.log.error({ err }, 'falha ao enviar os e-mails de notificação'))
        .finally(() => (rodada = null));
    };

    app.decorate('emailsDeNotificacao', {
      avisarAtrasos: atrasos,
      enviarPendentes,
      iniciar() {
        relogio ??= setInterval(rodar, INTERVALO_MS).unref();
      },
    });
    // The round in flight ends before the database closes; what it did not reach waits for the next start.
    app.addHook('onClose', async () => {
      if (relogio) clearInterval(relogio);
      await rodada;
    });
  },
  { name: 'emails-de-notificacao', dependencies: ['mail', 'ao-vivo'] },
);
