import type { FastifyInstance } from 'fastify';

/**
 * A piece of background work run every `intervaloMs` in this process, once started: a round is
 * never overlapped by the next (a slow SMTP server, a long window to fill), and the round in
 * flight ends before the app closes its database; what it did not reach waits for the next start.
 * Every process runs its own rounds: the work takes its rows with `for update skip locked` or is
 * idempotent, so several processes never do the same thing twice.
 */
export function rodadaPeriodica(app: FastifyInstance, intervaloMs: number, rodada: () => Promise<unknown>): { iniciar(opcoes?: { agora?: boolean }): void } {
  let emCurso: Promise<unknown> | null = null;
  let relogio: NodeJS.Timeout | null = null;
  const rodar = () => {
    emCurso ??= rodada().finally(() => (emCurso = null));
  };
  app.addHook('onClose', async () => {
    if (relogio) clearInterval(relogio);
    await emCurso;
  });
  return {
    iniciar({ agora = false } = {}) {
      if (relogio) return;
      if (agora) rodar();
      relogio = setInterval(rodar, intervaloMs).unref();
    },
  };
}
