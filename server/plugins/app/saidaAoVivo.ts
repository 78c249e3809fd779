import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { comoDono } from '../../db/tenant';
import { rodadaPeriodica } from './rodadaPeriodica';

declare module 'fastify' {
  interface FastifyInstance {
    saidaAoVivo: SaidaAoVivo;
  }
}

export interface SaidaAoVivo {
  /**
   * Publishes what committed transactions wrote into `ao_vivo_evento`, from any process; resolves
   * once a pass begun after the call has ended, so a change committed before it is on the stream.
   */
  publicar(): Promise<void>;
  /** Starts the poll (server/main.ts) that publishes what another process wrote and did not publish. */
  iniciar(): void;
}

/** Events taken per transaction of the publisher; a full batch is followed by another at once. */
const LOTE = 500;

/**
 * A process that committed a change publishes it at once; one that died between its commit and
 * its publication leaves the rows to this poll of every process.
 */
const INTERVALO_MS = 1_000;

/**
 * The live events' publisher (docs/arquitetura.md, "Ao vivo"). Each pass takes the waiting rows
 * with `for update skip locked` (so two processes never take the same one), puts them on the live
 * stream (server/plugins/app/aoVivo.ts) and deletes them in the same transaction: a process that
 * dies before the commit leaves them to the next pass, which may tell them again, never not at all.
 */
export const saidaAoVivo = fp(
  async function saidaAoVivo(app: FastifyInstance) {
    async function passo(): Promise<number> {
      return comoDono('ao-vivo', () =>
        app.db.transaction().execute(async (trx) => {
          const linhas = await trx
            .selectFrom('ao_vivo_evento')
            .select(['empresa_id', sql<string>`id::text`.as('id'), 'evento'])
            .orderBy('id')
            .limit(LOTE)
            .forUpdate()
            .skipLocked()
            .execute();
          if (linhas.length === 0) return 0;
          // A transaction that told one change twice (two notifications to one person) tells it once.
          const vistos = new Set<string>();
          for (const { empresa_id, evento } of linhas) {
            const chave = `${empresa_id} ${JSON.stringify(evento)}`;
            if (vistos.has(chave)) continue;
            vistos.add(chave);
            await app.aoVivo.publicar(empresa_id, evento);
          }
          await trx
            .deleteFrom('ao_vivo_evento')
            .where(sql<boolean>`id = any(${linhas.map((linha) => linha.id)}::bigint[])`)
            .execute();
          return linhas.length;
        }),
      );
    }

    async function esvaziar(): Promise<void> {
      try {
        while ((await passo()) === LOTE);
      } catch (err) {
        app.log.error({ err }, 'falha ao publicar os avisos ao vivo');
      }
    }

    // One pass at a time per process; a call during a pass waits for the pass after it.
    let emCurso: Promise<void> | null = null;
    let seguinte: Promise<void> | null = null;
    const publicar = (): Promise<void> => {
      if (!emCurso) {
        emCurso = esvaziar().finally(() => (emCurso = null));
        return emCurso;
      }
      seguinte ??= emCurso.then(() => {
        seguinte = null;
        return publicar();
      });
      return seguinte;
    };

    const rodadas = rodadaPeriodica(app, INTERVALO_MS, publicar);
    app.decorate('saidaAoVivo', { publicar, iniciar: () => rodadas.iniciar({ agora: true }) } satisfies SaidaAoVivo);
  },
  { name: 'saida-ao-vivo', dependencies: ['database', 'ao-vivo'] },
);
