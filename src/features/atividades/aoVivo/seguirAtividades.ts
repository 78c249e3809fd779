import { createParser } from 'eventsource-parser';
import type { EventoDaEmpresa } from '#contract/aoVivo';
import { BATIMENTO_MS } from '#contract/limits';
import { API_BASE, sessionHeaders } from '@/http/sessionHeaders';

const ESPERA_INICIAL_MS = 2_000;
const ESPERA_MAXIMA_MS = 30_000;
/**
 * A connection that heard nothing, not even the server's heartbeat, for this long is dead: a phone
 * that changed networks waits on the old one, and no error comes until the system gives up on it,
 * minutes later, with every event of those minutes held back.
 */
const SILENCIO_MAXIMO_MS = 2 * BATIMENTO_MS + 10_000;

/** Calls `fim` when the page stops following or the device is back online; answers how to stop listening. */
function ateParadaOuDeVolta(signal: AbortSignal, fim: () => void): () => void {
  signal.addEventListener('abort', fim);
  window.addEventListener('online', fim);
  return () => {
    signal.removeEventListener('abort', fim);
    window.removeEventListener('online', fim);
  };
}

/** Waits `ms`, or less when the page stops following or the device is back online. */
const pausa = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const fim = () => {
      clearTimeout(relogio);
      parar();
      resolve();
    };
    const relogio = setTimeout(fim, ms);
    const parar = ateParadaOuDeVolta(signal, fim);
  });

/**
 * Follows GET /api/atividades/eventos until `signal` aborts, calling `aoMudar` for each change
 * (and for each notification the person gets).
 * A dropped stream (a restart, a lost connection) is opened again after a wait that grows up to
 * half a minute, naming the last event heard (Last-Event-ID, as EventSource would): the server
 * tells the ones made meanwhile first. The device coming back online opens it again at once, and
 * so does a silence longer than the server's heartbeat allows. Read with fetch, not EventSource,
 * which cannot send the session's headers.
 */
export async function seguirAtividades(aoMudar: (evento: EventoDaEmpresa) => void, signal: AbortSignal): Promise<void> {
  let espera = ESPERA_INICIAL_MS;
  let ultimo: string | undefined;
  while (!signal.aborted) {
    // This connection ends with the page, with a silence too long, or when the device is back online.
    const conexao = new AbortController();
    const encerrar = () => conexao.abort();
    const parar = ateParadaOuDeVolta(signal, encerrar);
    let silencio = setTimeout(encerrar, SILENCIO_MAXIMO_MS);
    try {
      const resposta = await fetch(`${API_BASE}/atividades/eventos`, {
        headers: { ...sessionHeaders(), ...(ultimo === undefined ? {} : { 'last-event-id': ultimo }) },
        signal: conexao.signal,
      });
      // Without a session or this company's membership, waiting will not help: the screen that follows changes is gone too.
      if (resposta.status === 401 || resposta.status === 403) return;
      if (resposta.ok && resposta.body) {
        espera = ESPERA_INICIAL_MS;
        const parser = createParser({
          onEvent: (evento) => {
            if (evento.id !== undefined) ultimo = evento.id;
            if (evento.event === 'atividade' || evento.event === 'notificacao') aoMudar(JSON.parse(evento.data) as EventoDaEmpresa);
          },
        });
        const leitor = resposta.body.pipeThrough(new TextDecoderStream()).getReader();
        for (let parte = await leitor.read(); !parte.done; parte = await leitor.read()) {
          clearTimeout(silencio);
          silencio = setTimeout(encerrar, SILENCIO_MAXIMO_MS);
          parser.feed(parte.value);
        }
      }
    } catch {
      // A network failure, or this side's end of the connection: the loop decides.
    } finally {
      clearTimeout(silencio);
      parar();
    }
    // Ended by this side (back online, the silence), a new connection goes at once.
    if (!conexao.signal.aborted) {
      await pausa(espera, signal);
      espera = Math.min(espera * 2, ESPERA_MAXIMA_MS);
    }
  }
}
