import { BATIMENTO_MS } from '#contract/limits';
import { errorResponses } from '#server/http/responses';
import { rotas } from '#server/http/rotas';
import { tags } from './comum';

/**
 * GET /api/atividades/eventos: the company's activity changes as server-sent events, so an open
 * list or details page follows them without reloading. What a transaction writes into the live
 * outbox (server/db/aoVivoDaTransacao.ts) is told here once it has committed: the activities'
 * changes, and a new notification to its person alone (`event: notificacao`).
 */
export const eventosRoutes = rotas('atividades/eventos', async (app) => {
  app.get(
    '/eventos',
    {
      // A screen's live stream, checked again against its person's session while open (streamsDaSessao).
      config: { permissao: 'atividades.ler', somentePessoas: true },
      schema: {
        tags,
        summary: 'Mudanças nas atividades da empresa, ao vivo (text/event-stream)',
        response: errorResponses(429),
      },
    },
    async (request, reply) => {
      const empresa = request.tenant.empresa!;
      // A reconnecting stream names the last event it heard: the ones after it come first. One
      // that names none is given where the company's changes stand (event `posicao`), before any
      // is told, so that its first reconnection misses nothing either.
      const ultimo = request.headers['last-event-id'];
      const desde = typeof ultimo === 'string' ? ultimo : await app.aoVivo.posicao(empresa.id);
      const liberar = app.streamsDaSessao.abrir({ tokenId: request.session.tokenId, empresa }, () => reply.raw.end());
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        connection: 'keep-alive',
        // Proxies such as nginx would otherwise hold the events back in their buffer.
        'x-accel-buffering': 'no',
      });
      // Ended by the server, the stream may still hear an event before it has closed.
      const enviar = (texto: string) => {
        if (!reply.raw.writableEnded) reply.raw.write(texto);
      };
      enviar('retry: 3000\n: ao vivo\n\n');
      if (typeof ultimo !== 'string') enviar(`id: ${desde}\nevent: posicao\ndata: {}\n\n`);
      const usuarioId = request.session.usuarioId;
      const cancelar = app.aoVivo.assinar(
        empresa.id,
        (evento, id) => {
          // A person's notifications are theirs: the others on the stream never hear of them.
          if (evento.tipo === 'notificacao' && evento.usuario_id !== usuarioId) return;
          enviar(`id: ${id}\nevent: ${evento.tipo}\ndata: ${JSON.stringify(evento)}\n\n`);
        },
        desde,
      );
      const batimento = setInterval(() => enviar(': batimento\n\n'), BATIMENTO_MS);
      reply.raw.once('close', () => {
        cancelar();
        clearInterval(batimento);
        liberar();
      });
    },
  );
});
