import type { EventoDaEmpresa } from '#contract/aoVivo';
import type { Trx } from './tenant';

const pendentes = new WeakMap<Trx, EventoDaEmpresa[]>();

/**
 * Keeps a live event until the transaction commits: told earlier, a screen would read again
 * before the change is there to read, and a rollback would have told something that never was.
 */
export function avisarDepoisDoCommit(trx: Trx, evento: EventoDaEmpresa): void {
  const eventos = pendentes.get(trx);
  if (eventos) eventos.push(evento);
  else pendentes.set(trx, [evento]);
}

/** The events a committed transaction kept, each once, to be published now. */
export function avisosDaTransacao(trx: Trx): EventoDaEmpresa[] {
  const eventos = pendentes.get(trx) ?? [];
  pendentes.delete(trx);
  const vistos = new Set<string>();
  return eventos.filter((evento) => {
    const chave = JSON.stringify(evento);
    if (vistos.has(chave)) return false;
    vistos.add(chave);
    return true;
  });
}
