import { Type, type Static } from '@sinclair/typebox';
import { TextoOuNulo } from './anulavel';
import { motivo, type MotivosPorCampo } from './mensagensDoCampo';

/** The events a webhook may subscribe to (docs/webhooks.md). */
export const EVENTOS_WEBHOOK = [
  'atividade.criada',
  'atividade.alterada',
  'atividade.transicao',
  'atividade.concluida',
  'acao.criada',
  'acao.transicao',
  'questionario.publicado',
] as const;
export type EventoWebhook = (typeof EVENTOS_WEBHOOK)[number];

/** Every secret starts with it, as the Standard Webhooks libraries expect. */
export const PREFIXO_SEGREDO_WEBHOOK = 'whsec_';

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRICAO_MAX = 200;
/** A receiver's log answers its latest deliveries; the older ones stay until they are pruned. */
export const ENTREGAS_NO_REGISTRO = 100;

const DataHora = Type.String({ format: 'date-time' });
const EventosSchema = Type.Array(Type.Union(EVENTOS_WEBHOOK.map((evento) => Type.Literal(evento))), { minItems: 1, uniqueItems: true });

/** A receiver as the admins see it: never its secret, which is shown once. */
export const WebhookSchema = Type.Object(
  {
    id: Type.String(),
    url: Type.String(),
    eventos: EventosSchema,
    descricao: TextoOuNulo(),
    /** False once it failed for a day (or an admin turned it off): nothing is sent to it. */
    ativo: Type.Boolean(),
    /** The first failure since its last success; null while it answers. */
    falhando_desde: TextoOuNulo({ format: 'date-time' }),
    criado_em: DataHora,
  },
  { $id: 'Webhook' },
);
export type Webhook = Static<typeof WebhookSchema>;

export const StatusDaEntregaSchema = Type.Union([Type.Literal('pendente'), Type.Literal('entregue'), Type.Literal('falhou')]);
export type StatusDaEntrega = Static<typeof StatusDaEntregaSchema>;

/** A receiver in the list, with how its latest delivery went (null before the first). */
export const WebhookNaListaSchema = Type.Composite([
  WebhookSchema,
  Type.Object({
    ultima_entrega: Type.Union([Type.Object({ status: StatusDaEntregaSchema, ultimo_codigo: Type.Union([Type.Integer(), Type.Null()]), criado_em: DataHora }), Type.Null()]),
  }),
]);
export type WebhookNaLista = Static<typeof WebhookNaListaSchema>;

export const WebhookListaSchema = Type.Object({ items: Type.Array(WebhookNaListaSchema) });
export type WebhookLista = Static<typeof WebhookListaSchema>;

export const WebhookCreateBodySchema = Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: WEBHOOK_URL_MAX }),
    eventos: EventosSchema,
    descricao: Type.Optional(TextoOuNulo({ maxLength: WEBHOOK_DESCRICAO_MAX })),
  },
  { additionalProperties: false },
);
export type WebhookCreateBody = Static<typeof WebhookCreateBodySchema>;

/** PATCH: what changes; `ativo: true` turns a disabled receiver back on. */
export const WebhookUpdateBodySchema = Type.Object(
  {
    url: Type.Optional(Type.String({ minLength: 1, maxLength: WEBHOOK_URL_MAX })),
    eventos: Type.Optional(EventosSchema),
    descricao: Type.Optional(TextoOuNulo({ maxLength: WEBHOOK_DESCRICAO_MAX })),
    ativo: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type WebhookUpdateBody = Static<typeof WebhookUpdateBodySchema>;

/** The answer to POST /api/webhooks and to a rotation: the only times `segredo` is sent. */
export const WebhookComSegredoSchema = Type.Composite([WebhookSchema, Type.Object({ segredo: Type.String() })]);
export type WebhookComSegredo = Static<typeof WebhookComSegredoSchema>;

/** One event for one receiver, as its delivery log shows it. */
export const WebhookEntregaSchema = Type.Object(
  {
    id: Type.String(),
    evento: Type.String(),
    status: StatusDaEntregaSchema,
    tentativas: Type.Integer(),
    /** The receiver's HTTP status of the last attempt; null when it did not answer. */
    ultimo_codigo: Type.Union([Type.Integer(), Type.Null()]),
    ultima_duracao_ms: Type.Union([Type.Integer(), Type.Null()]),
    ultimo_erro: TextoOuNulo(),
    /** When the next attempt runs, while pendente. */
    proxima_em: TextoOuNulo({ format: 'date-time' }),
    criado_em: DataHora,
    entregue_em: TextoOuNulo({ format: 'date-time' }),
  },
  { $id: 'WebhookEntrega' },
);
export type WebhookEntrega = Static<typeof WebhookEntregaSchema>;

export const WebhookEntregaListaSchema = Type.Object({ items: Type.Array(WebhookEntregaSchema) });
export type WebhookEntregaLista = Static<typeof WebhookEntregaListaSchema>;

export const WebhookEntregaParamsSchema = Type.Object({ id: Type.String(), entrega_id: Type.String() });

/**
 * The address as a receiver may have it, before its host is resolved: http or https, no
 * credentials; null otherwise. The server then checks where the host leads (server/webhooks/destino.ts).
 */
export function urlDeWebhook(texto: string): URL | null {
  let url: URL;
  try {
    url = new URL(texto.trim());
  } catch {
    return null;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password ? url : null;
}

/** The editor's checks before sending: the body and the reasons per field. */
export function problemasDoWebhook(input: { url: string; eventos: readonly EventoWebhook[]; descricao: string }): {
  valores: WebhookCreateBody;
  problemas: MotivosPorCampo;
} {
  const problemas: MotivosPorCampo = {};
  const url = input.url.trim();
  if (!url) problemas.url = [motivo('obrigatorio')];
  else if (url.length > WEBHOOK_URL_MAX) problemas.url = [motivo('max_caracteres', { maximo: WEBHOOK_URL_MAX })];
  else if (!urlDeWebhook(url)) problemas.url = [motivo('url_invalida')];
  if (input.eventos.length === 0) problemas.eventos = [motivo('sem_eventos')];
  const descricao = input.descricao.trim() || null;
  if (descricao && descricao.length > WEBHOOK_DESCRICAO_MAX) problemas.descricao = [motivo('max_caracteres', { maximo: WEBHOOK_DESCRICAO_MAX })];
  // In the contract's order, whatever order they were ticked in.
  return { valores: { url, eventos: EVENTOS_WEBHOOK.filter((evento) => input.eventos.includes(evento)), descricao }, problemas };
}
