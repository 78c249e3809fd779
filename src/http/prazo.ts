import type { CallFailure } from '#machines/callFailure';

/** How long a write of data waits for the server's answer before it is given up, to go again later. */
export const PRAZO_DA_RESPOSTA_MS = 30_000;
/** How long an upload may go without a byte more sent: a photo on a weak signal takes long, but moves. */
export const PRAZO_SEM_PROGRESSO_MS = 60_000;

/** No answer in the time allowed: nothing was refused, as when the network is down. */
export const SEM_RESPOSTA_A_TEMPO: CallFailure = { status: null, body: null, prazo: true };

/**
 * Runs a call that is given up (aborted, and rejected with SEM_RESPOSTA_A_TEMPO) after `ms` without
 * news: no answer, or for an upload, whose call says `avancou` at each step, no progress. Rejected
 * even if the call ignored the abort, so that whoever waits for it (a round holding a lock) goes on.
 */
export function comPrazo<T>(ms: number, chamada: (signal: AbortSignal, avancou: () => void) => Promise<T>): Promise<T> {
  const controle = new AbortController();
  return new Promise<T>((resolve, reject) => {
    let relogio: ReturnType<typeof setTimeout> | undefined;
    let encerrada = false;
    const encerrar = () => {
      encerrada = true;
      clearTimeout(relogio);
    };
    const armar = () => {
      if (encerrada) return;
      clearTimeout(relogio);
      relogio = setTimeout(() => {
        encerrar();
        controle.abort();
        reject(SEM_RESPOSTA_A_TEMPO);
      }, ms);
    };
    armar();
    chamada(controle.signal, armar).then(
      (valor) => {
        if (encerrada) return;
        encerrar();
        resolve(valor);
      },
      (error: unknown) => {
        if (encerrada) return;
        encerrar();
        reject(error);
      },
    );
  });
}
