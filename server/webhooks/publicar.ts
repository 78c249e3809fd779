import type { DadosDoEvento } from '#contract/webhookEventos';
import type { EventoWebhook } from '#contract/webhooks';
import { sql } from 'kysely';
import type { Trx } from '../db/tenant';

/**
 * Writes `evento` into the outbox for each of the company's active receivers subscribed to it,
 * in the caller's transaction: the event exists only if the change commits, and the worker
 * (server/webhooks/entregar.ts) delivers it afterwards. The live updates the screens hear have
 * their own outbox, written the same way (server/db/aoVivoDaTransacao.ts).
 */
export async function publicarEvento<E extends EventoWebhook>(trx: Trx, empresaId: string, evento: E, data: DadosDoEvento<E>, agora: Date): Promise<void> {
  const corpo = JSON.stringify({ type: evento, timestamp: agora.toISOString(), data });
  await trx
    .insertInto('webhook_entrega')
    .columns(['empresa_id', 'webhook_id', 'evento', 'corpo', 'proxima_em', 'criado_em'])
    .expression(
      trx
        .selectFrom('webhook')
        .select([
          'empresa_id',
          'id',
          sql<string>`${evento}::text`.as('evento'),
          sql`${corpo}::jsonb`.as('corpo'),
          sql<Date>`${agora}::timestamptz`.as('proxima_em'),
          sql<Date>`${agora}::timestamptz`.as('criado_em'),
        ])
        .where('empresa_id', '=', empresaId)
        .where('ativo', '=', true)
        .where(sql<boolean>`${evento} = any(eventos)`),
    )
    .execute();
}
