import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ConstructorOptions } from 'pg-boss';
import { criarFila, type Fila } from '../../fila/fila';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background work's job queue (docs/arquitetura.md); server/main.ts starts it. */
    fila: Fila;
  }
}

export interface OpcoesDoPluginDaFila {
  banco: ConstructorOptions;
  /** Tests look for queued rounds and retry failed ones sooner, and queue their rounds alone. */
  buscaS?: number;
  esperaS?: number;
  agendar?: boolean;
}

/**
 * The app's rounds on the job queue: the overdue notices and the notifications' e-mails every
 * minute (docs/notificacoes.md), the endless series' next weeks at start and every five minutes
 * (docs/series.md). Each answers how many records it handled, kept as the job's record.
 */
export const fila = fp(
  async function fila(app: FastifyInstance, { banco, ...espera }: OpcoesDoPluginDaFila) {
    const trabalhos = {
      'avisos-de-atraso': { quando: '* * * * *', fazer: async () => ({ avisados: await app.emailsDeNotificacao.avisarAtrasos() }) },
      'emails-de-notificacao': { quando: '* * * * *', fazer: async () => ({ enviados: await app.emailsDeNotificacao.enviarPendentes() }) },
      series: { quando: '*/5 * * * *', aoIniciar: true, fazer: async () => ({ criadas: await app.seriesRecorrentes.gerar() }) },
    };
    const daApp = criarFila({ banco, trabalhos, log: app.log, ...espera });
    app.decorate('fila', daApp);
    // Before the database plugin's own onClose (registered earlier, run later): the round in flight ends first.
    app.addHook('onClose', () => daApp.parar());
  },
  { name: 'fila', dependencies: ['database', 'emails-de-notificacao', 'series-recorrentes'] },
);
