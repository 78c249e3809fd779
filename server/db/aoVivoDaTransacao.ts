import type { EventoDaEmpresa } from '#contract/aoVivo';
import type { Trx } from './tenant';

const comAvisos = new WeakSet<Trx>();

/**
 * Writes live events into the outbox `ao_vivo_evento` in the caller's transaction: they exist only
 * if the change commits (a savepoint rolled back takes its events with it), and the publisher
 * (server/plugins/app/saidaAoVivo.ts) puts them on the live stream afterwards. Told earlier, a
 * screen would read again before the change is there to read, and a rollback would have told
 * something that never was.
 */
export async function avisarAoVivo(trx: Trx, empresaId: string, eventos: EventoDaEmpresa[]): Promise<void> {
  if (eventos.length === 0) return;
  comAvisos.add(trx);
  await trx
    .insertInto('ao_vivo_evento')
    .values(eventos.map((evento) => ({ empresa_id: empresaId, evento: JSON.stringify(evento) })))
    .execute();
}

/** Whether a transaction, now committed, wrote live events: its process publishes them at once. */
export function escreveuAoVivo(trx: Trx): boolean {
  const escreveu = comAvisos.has(trx);
  comAvisos.delete(trx);
  return escreveu;
}
