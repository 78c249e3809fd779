import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { RECURSOS_AO_VIVO, type EventoAoVivo } from '#contract/aoVivo';
import { errorResponses } from '#server/http/responses';
import { tags } from './comum';

/** A comment line now and then keeps proxies and browsers from closing a quiet stream. */
export const BATIMENTO_MS = 25_000;

/** The activity a write changed: the one in the address, or the one a create answered. */
function atividadeEscrita(request: FastifyRequest, payload: string): EventoAoVivo | null {
  const params = request.params as { id?: string };
  let corpo: { id?: unknown; versao?: unknown } = {};
  try {
    corpo = JSON.parse(payload) as typeof corpo;
  } catch {
    // An empty answer (204) still names its activity in the address.
  }
  const id = params.id ?? (typeof corpo.id === 'string' ? corpo.id : null);
  if (!id) return null;
  // The answer is the activity itself on its own routes; a sub-record's answer has a versao of its own.
  const versao = corpo.id === id && typeof corpo.versao === 'number' ? { versao: corpo.versao } : {};
  // Comments and attachments leave the record as it was: the event says which list to read again.
  const recurso = RECURSOS_AO_VIVO.find((nome) => request.routeOptions.url?.startsWith(`/api/atividades/:id/${nome}`));
  return { tipo: 'atividade', id, ...versao, ...(recurso ? { recurso } : {}) };
}

/**
 * GET /api/atividades/eventos: the company's activity changes as server-sent events, so an open
 * list or details page follows them without reloading. Every write under /api/atividades that
 * succeeded is told here once its transaction has committed; so is a new notification, to its
 * person alone (`event: notificacao`).
 */
const eventos: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const empresa = request.tenant?.empresa;
    // A 204 (a removal) has no payload at all.
    if (request.method !== 'GET' && reply.statusCode < 300 && empresa && (typeof payload === 'string' || payload == null)) {
      const evento = atividadeEscrita(request, payload ?? '');
      if (evento) app.aoVivo.publicar(empresa.id, evento);
    }
    return payload;
  });

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
      const usuarioId = request.session.usuarioId;
      // A reconnecting EventSource names the last event it heard: the ones after it come first.
      const ultimo = request.headers['last-event-id'];
      const cancelar = app.aoVivo.assinar(
        empresa.id,
        (evento, id) => {
          // A person's notifications are theirs: the others on the stream never hear of them.
          if (evento.tipo === 'notificacao' && evento.usuario_id !== usuarioId) return;
          enviar(`id: ${id}\nevent: ${evento.tipo}\ndata: ${JSON.stringify(evento)}\n\n`);
        },
        typeof ultimo === 'string' ? ultimo : undefined,
      );
      const batimento = setInterval(() => enviar(': batimento\n\n'), BATIMENTO_MS);
      reply.raw.once('close', () => {
        cancelar();
        clearInterval(batimento);
        liberar();
      });
    },
  );
};

// Not encapsulated (fp): its onSend hook must see every write route of /api/atividades.
export const eventosRoutes = fp(eventos, { name: 'atividades-eventos' });
