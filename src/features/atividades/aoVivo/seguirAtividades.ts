import { createParser } from 'eventsource-parser';
import type { EventoDaEmpresa } from '#contract/aoVivo';
import { API_BASE, sessionHeaders } from '@/http/sessionHeaders';

const ESPERA_INICIAL_MS = 2_000;
const ESPERA_MAXIMA_MS = 30_000;

const pausa = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const relogio = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(relogio);
      resolve();
    });
  });

/**
 * Follows GET /api/atividades/eventos until `signal` aborts, calling `aoMudar` for each change
 * (and for each notification the person gets).
 * A dropped stream (a restart, a lost connection) is opened again after a wait that grows up to
 * half a minute, naming the last event heard (Last-Event-ID, as EventSource would): the server
 * tells the ones made meanwhile first. Read with fetch, not EventSource, which cannot send the session's headers.
 */
export async function seguirAtividades(aoMudar: (evento: EventoDaEmpresa) => void, signal: AbortSignal): Promise<void> {
  let espera = ESPERA_INICIAL_MS;
  let ultimo: string | undefined;
  while (!signal.aborted) {
    try {
      const resposta = await fetch(`${API_BASE}/atividades/eventos`, {
        headers: { ...sessionHeaders(), ...(ultimo === undefined ? {} : { 'last-event-id': ultimo }) },
        signal,
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
        for (let parte = await leitor.read(); !parte.done; parte = await leitor.read()) parser.feed(parte.value);
      }
    } catch {
      // A network failure or the abort: the loop decides.
    }
    await pausa(espera, signal);
    espera = Math.min(espera * 2, ESPERA_MAXIMA_MS);
  }
}
