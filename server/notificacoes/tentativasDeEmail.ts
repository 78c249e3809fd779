/**
 * The pace every mail of the notifications' round keeps (./emails.ts, ./relatorioAoCliente.ts):
 * how many are taken at once, how long a taken one waits for its sending, and when a refused one
 * is tried again.
 */

/** Single mails taken per round: a long backlog goes in several rounds, none holding many rows. */
export const POR_RODADA = 20;
/** A mail taken and not marked sent (the process died while sending) is due again after this. */
export const PRAZO_DO_ENVIO_MS = 10 * 60_000;
/** Tries before giving up, the first at once, then after 1, 2, 4 and 8 minutes. */
export const TENTATIVAS_DE_EMAIL = 5;
const ESPERA_BASE_MS = 60_000;

/** When a mail refused at its `tentativa`th try is due again, or null once it is given up. */
export function proximaTentativa(tentativa: number, agora: Date): Date | null {
  return tentativa >= TENTATIVAS_DE_EMAIL ? null : new Date(agora.getTime() + ESPERA_BASE_MS * 2 ** (tentativa - 1));
}
