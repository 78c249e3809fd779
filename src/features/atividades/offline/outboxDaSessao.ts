import type { TransicaoBody } from '#contract/atividade';
import { criarOutbox, type Outbox } from './outbox';
import { criarRemetente, type Remetente } from './remetente';

export type TransicaoNoAparelho = Omit<TransicaoBody, 'versao'>;
export type ComentarioNoAparelho = { texto: string };

export interface EnviosDaSessao {
  outbox: Outbox;
  remetente: Remetente;
}

// One instance per person and company, so that every screen sending from it shares one round at a time.
const abertos = new Map<string, EnviosDaSessao>();

export function enviosDe(usuarioId: string, empresaId: string): EnviosDaSessao {
  const chave = `${usuarioId}:${empresaId}`;
  let envios = abertos.get(chave);
  if (!envios) {
    const outbox = criarOutbox(chave);
    abertos.set(chave, (envios = { outbox, remetente: criarRemetente(usuarioId, empresaId, outbox) }));
  }
  return envios;
}

/** Once the person signs out or changes company: the next session starts from what the device keeps, not from this one's memory. */
export function esquecerEnvios(usuarioId: string, empresaId: string): void {
  abertos.delete(`${usuarioId}:${empresaId}`);
}
