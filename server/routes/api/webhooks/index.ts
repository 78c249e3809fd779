import { randomBytes } from 'node:crypto';
import { motivo } from '#contract/mensagensDoCampo';
import { IdParamsSchema } from '#contract/registro';
import {
  ENTREGAS_NO_REGISTRO,
  PREFIXO_SEGREDO_WEBHOOK,
  WebhookComSegredoSchema,
  WebhookCreateBodySchema,
  WebhookEntregaListaSchema,
  WebhookEntregaParamsSchema,
  WebhookEntregaSchema,
  WebhookListaSchema,
  WebhookSchema,
  WebhookUpdateBodySchema,
} from '#contract/webhooks';
import { webhooks } from '#server/db/repositories/webhooks';
import { isUuid } from '#server/db/uuid';
import { httpErrors } from '#server/http/errors';
import { rotas } from '#server/http/rotas';
import { resolverDestino } from '#server/webhooks/destino';

const tags = ['webhooks'];
const NAO_ENCONTRADO = 'Webhook não encontrado.';
const ENTREGA_NAO_ENCONTRADA = 'Entrega não encontrada.';

/** 24 random bytes in base64 after `whsec_`, the form the Standard Webhooks libraries read. */
const novoSegredo = () => PREFIXO_SEGREDO_WEBHOOK + randomBytes(24).toString('base64');

/**
 * /api/webhooks: the company's receivers of events (docs/webhooks.md), set by an admin or an
 * admin's API token. The segredo is answered only on creation and rotation.
 */
const webhookRoutes = rotas('webhooks', async (app) => {
  const config = { permissao: 'webhooks.gerenciar' } as const;

  /** 422 on `url` unless it is http(s) and resolves only to public addresses (or the setting allows internal ones). */
  async function urlPermitida(url: string): Promise<string> {
    const destino = await resolverDestino(url.trim(), app.config.webhookAllowPrivate);
    if (!destino.ok) throw httpErrors.invalidField('url', motivo(destino.motivo));
    return destino.url.href;
  }

  function existente<T>(valor: T | null | false): T {
    if (!valor) throw httpErrors.notFound(NAO_ENCONTRADO);
    return valor;
  }

  app.get('/', { config, schema: { tags, response: { 200: WebhookListaSchema } } }, async (request) => ({
    items: await request.tenant.leitura((db, empresaId) => webhooks.lista(db, empresaId)),
  }));

  app.post('/', { config, schema: { tags, body: WebhookCreateBodySchema, response: { 201: WebhookComSegredoSchema } } }, async (request, reply) => {
    const url = await urlPermitida(request.body.url);
    const segredo = novoSegredo();
    const descricao = request.body.descricao?.trim() || null;
    const criado = await request.tenant.transaction((trx, empresaId) =>
      webhooks.create(trx, empresaId, { url, eventos: request.body.eventos, descricao, segredo: app.cofre.cifrar(segredo) }, request.autoria()),
    );
    return reply.code(201).send({ ...criado, segredo });
  });

  app.get('/:id', { config, schema: { tags, params: IdParamsSchema, response: { 200: WebhookSchema } } }, async (request) => {
    const { id } = request.params;
    return existente(isUuid(id) && (await request.tenant.leitura((db, empresaId) => webhooks.find(db, empresaId, id))));
  });

  app.patch('/:id', { config, schema: { tags, params: IdParamsSchema, body: WebhookUpdateBodySchema, response: { 200: WebhookSchema } } }, async (request) => {
    const { id } = request.params;
    const { url, descricao, ...resto } = request.body;
    const mudanca = {
      ...resto,
      ...(url === undefined ? {} : { url: await urlPermitida(url) }),
      ...(descricao === undefined ? {} : { descricao: descricao?.trim() || null }),
    };
    const { agora } = request.autoria();
    return existente(isUuid(id) && (await request.tenant.transaction((trx, empresaId) => webhooks.update(trx, empresaId, id, mudanca, agora))));
  });

  app.delete('/:id', { config, schema: { tags, params: IdParamsSchema, response: { 204: { type: 'null' } } } }, async (request, reply) => {
    const { id } = request.params;
    existente(isUuid(id) && (await request.tenant.transaction((trx, empresaId) => webhooks.remove(trx, empresaId, id))));
    return reply.code(204).send();
  });

  // The old segredo stops signing at once: the receiver takes the new one from this answer.
  app.post('/:id/segredo', { config, schema: { tags, params: IdParamsSchema, response: { 200: WebhookComSegredoSchema } } }, async (request) => {
    const { id } = request.params;
    const segredo = novoSegredo();
    const { agora } = request.autoria();
    const webhook = existente(
      isUuid(id) && (await request.tenant.transaction((trx, empresaId) => webhooks.update(trx, empresaId, id, { segredo: app.cofre.cifrar(segredo) }, agora))),
    );
    return { ...webhook, segredo };
  });

  app.get('/:id/entregas', { config, schema: { tags, params: IdParamsSchema, response: { 200: WebhookEntregaListaSchema } } }, async (request) => {
    const { id } = request.params;
    existente(isUuid(id) && (await request.tenant.leitura((db, empresaId) => webhooks.find(db, empresaId, id))));
    return { items: await request.tenant.leitura((db, empresaId) => webhooks.entregas(db, empresaId, id, ENTREGAS_NO_REGISTRO)) };
  });

  app.post(
    '/:id/entregas/:entrega_id/reenviar',
    { config, schema: { tags, params: WebhookEntregaParamsSchema, response: { 202: WebhookEntregaSchema } } },
    async (request, reply) => {
      const { id, entrega_id: entregaId } = request.params;
      const { agora } = request.autoria();
      const nova = isUuid(id) && isUuid(entregaId) && (await request.tenant.transaction((trx, empresaId) => webhooks.reenviar(trx, empresaId, id, entregaId, agora)));
      if (!nova) throw httpErrors.notFound(ENTREGA_NAO_ENCONTRADA);
      return reply.code(202).send(nova);
    },
  );
});

export default webhookRoutes;
