import type { TransicaoBody } from '#contract/atividade';
import { criarOutbox, type Outbox } from './outbox';
import { criarRemetente, type Remetente } from './remetente';

export type TransicaoNoAparelho = Omit<TransicaoBody, 'versao'>;
export type ComentarioNoAparelho = { texto: string };

/**
 * A corrective action worked on at a visit to its site, as its route takes it (POST
 * /api/acoes/:id/transicoes): fixed by its responsável (iniciar, then resolver), or the fix of an
 * earlier visit checked (verificar, reabrir).
 */
export interface AcaoNoAparelho {
  acao_id: string;
  /** The action's código, to name it in the pending list. */
  acao_codigo: string;
  evento: 'iniciar' | 'resolver' | 'verificar' | 'reabrir';
  motivo?: string;
  comentario?: string;
  /**
   * The action's versao the person saw: changed since, the server refuses it (a conflict). Absent
   * once the person chose to send it over the action as it is now ("Tentar de novo").
   */
  versao?: number;
  /** Photos of the evidence already on the server, by id, in the order chosen. */
  fotos: string[];
  /** Photos of the evidence still on the device (their keys in prumo-envios), each moved to `fotos` once sent. */
  imagens: string[];
}

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
