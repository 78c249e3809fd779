import type { FastifyBaseLogger } from 'fastify';
import type { ConstructorOptions, PgBoss } from 'pg-boss';

/** One kind of background work, a round at a time. */
export interface Trabalho {
  /** When a round is queued on its own: a cron on the database's clock, in UTC. */
  quando: string;
  /** Also queue a round when a process starts (work that should not wait for its first slot). */
  aoIniciar?: boolean;
  /** One round; what it answers is kept with the job as its record (how many it sent, created, …). */
  fazer(): Promise<Record<string, number>>;
}

/** The schema where pg-boss keeps its tables, in the app's own database. */
export const ESQUEMA_DA_FILA = 'fila';
/** Retries of a round that failed, after about 30 s, 1, 2 and 4 minutes (with jitter); then it is given up and logged. */
export const NOVAS_TENTATIVAS = 4;
const ESPERA_BASE_S = 30;
/** A round not finished in this long (its process died) is taken up again by another. */
const PRAZO_DA_RODADA_S = 15 * 60;

export interface OpcoesDaFila {
  /** Where pg-boss keeps its tables (`DatabaseHandle.fila`). */
  banco: ConstructorOptions;
  trabalhos: Record<string, Trabalho>;
  log: FastifyBaseLogger;
  /** How often an idle worker looks for a queued round; tests look more often. */
  buscaS?: number;
  /** The first retry's wait; tests wait less. */
  esperaS?: number;
  /** Queue rounds on their crons; tests queue theirs alone, so a cron's round never takes their place. */
  agendar?: boolean;
}

export interface Fila {
  /** Creates or updates pg-boss's schema, then schedules and works every round in this process. */
  iniciar(): Promise<void>;
  /** Queues a round of `nome` now: its id, or null when one is already waiting. */
  agora(nome: string): Promise<string | null>;
  /** The record of a round: its state and, once done, what it answered. */
  rodada(nome: string, id: string): Promise<{ state: string; output: unknown; retryCount: number } | null>;
  /** Lets the round in flight end, then stops; the app closes the database after. */
  parar(): Promise<void>;
}

/**
 * The app's background work on pg-boss, in the app's own database (PostgreSQL or PGlite): every
 * process schedules the same crons and works the same queues, and pg-boss gives each round to one
 * of them. Each queue is `stately` (at most one round waiting and one running): rounds never
 * overlap, nor pile up behind a slow one. A round that throws is retried with a growing wait; the
 * last failure is logged as an error and the job stays in the queue's tables as failed.
 */
export function criarFila({ banco, trabalhos, log, buscaS = 5, esperaS = ESPERA_BASE_S, agendar = true }: OpcoesDaFila): Fila {
  // Loaded and made at start only: an app whose queue is never started (most tests) neither loads
  // pg-boss nor opens anything for it.
  let boss: PgBoss | null = null;
  const iniciada = () => {
    if (!boss) throw new Error('A fila de trabalhos não foi iniciada.');
    return boss;
  };
  return {
    async iniciar() {
      const { PgBoss } = await import('pg-boss');
      const nova = new PgBoss({ ...banco, schema: ESQUEMA_DA_FILA, schedule: agendar });
      nova.on('error', (err) => log.error({ err }, 'falha na fila de trabalhos'));
      // A slow query or a backlog on the queue's own tables.
      nova.on('warning', (aviso) => log.warn({ aviso }, 'aviso da fila de trabalhos'));
      await nova.start();
      boss = nova;
      for (const [nome, { quando, aoIniciar, fazer }] of Object.entries(trabalhos)) {
        await nova.createQueue(nome, {
          policy: 'stately',
          retryLimit: NOVAS_TENTATIVAS,
          retryDelay: esperaS,
          retryBackoff: true,
          expireInSeconds: PRAZO_DA_RODADA_S,
        });
        if (agendar) await nova.schedule(nome, quando);
        await nova.work(nome, { pollingIntervalSeconds: buscaS }, async ([job]) => {
          try {
            return await fazer();
          } catch (err) {
            const tentativa = (job?.retryCount ?? 0) + 1;
            const desiste = tentativa > NOVAS_TENTATIVAS;
            log[desiste ? 'error' : 'warn']({ err, trabalho: nome, tentativa }, desiste ? 'rodada abandonada' : 'rodada falhou; será tentada de novo');
            throw err;
          }
        });
        if (aoIniciar) await nova.send(nome);
      }
    },
    agora: (nome) => iniciada().send(nome),
    async rodada(nome, id) {
      const job = await iniciada().getJobById(nome, id);
      return job && { state: job.state, output: job.output, retryCount: job.retryCount };
    },
    async parar() {
      await boss?.stop({ graceful: true, close: true });
    },
  };
}
