import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { gerarOcorrencias } from '../../series/gerar';

declare module 'fastify' {
  interface FastifyInstance {
    seriesRecorrentes: {
      /** One round now (the job queue runs it at start and every five minutes, ./fila.ts; tests call it). */
      gerar(): Promise<number>;
    };
  }
}

/** The work that keeps endless series created a few weeks ahead (docs/series.md), on the app's clock. */
export const seriesRecorrentes = fp(
  async function seriesRecorrentes(app: FastifyInstance) {
    app.decorate('seriesRecorrentes', { gerar: () => gerarOcorrencias({ db: app.db, clock: app.clock, log: app.log }) });
  },
  { name: 'series-recorrentes' },
);
