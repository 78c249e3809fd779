import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { gerarOcorrencias } from '../../series/gerar';
import { rodadaPeriodica } from './rodadaPeriodica';

/** How often the server process looks for occurrences entering the window of an endless series. */
const INTERVALO_MS = 5 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    seriesRecorrentes: {
      /** One round now (tests call it; the loop calls it on its own). */
      gerar(): Promise<number>;
      /** Starts the loop (server/main.ts): a round at once, then every few minutes until the app closes. */
      iniciar(): void;
    };
  }
}

/**
 * The job that keeps endless series created a few weeks ahead (docs/series.md), on the app's
 * clock, as the notifications' e-mails are sent (./emailsDeNotificacao.ts).
 */
export const seriesRecorrentes = fp(
  async function seriesRecorrentes(app: FastifyInstance) {
    const gerar = () => gerarOcorrencias({ db: app.db, clock: app.clock, log: app.log });
    const rodadas = rodadaPeriodica(app, INTERVALO_MS, () => gerar().catch((err: unknown) => app.log.error({ err }, 'falha na rodada das séries')));
    app.decorate('seriesRecorrentes', { gerar, iniciar: () => rodadas.iniciar({ agora: true }) });
  },
  { name: 'series-recorrentes' },
);
