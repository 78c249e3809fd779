import type {
  Webhook,
  WebhookComSegredo,
  WebhookCreateBody,
  WebhookEntrega,
  WebhookEntregaLista,
  WebhookLista,
  WebhookUpdateBody,
} from '#contract/webhooks';
import { http } from '../../http/client';

/** /api/webhooks: the company's receivers of events (Configurações → Integrações). */
export const webhooksApi = {
  lista: () => http.get<WebhookLista>('/webhooks').then((response) => response.data.items),
  um: (id: string) => http.get<Webhook>(`/webhooks/${id}`).then((response) => response.data),
  criar: (body: WebhookCreateBody) => http.post<WebhookComSegredo>('/webhooks', body).then((response) => response.data),
  alterar: (id: string, body: WebhookUpdateBody) => http.patch<Webhook>(`/webhooks/${id}`, body).then((response) => response.data),
  excluir: (webhook: Pick<Webhook, 'id'>) => http.delete(`/webhooks/${webhook.id}`).then(() => undefined),
  girarSegredo: (webhook: Pick<Webhook, 'id'>) => http.post<WebhookComSegredo>(`/webhooks/${webhook.id}/segredo`).then((response) => response.data),
  entregas: (webhook: Pick<Webhook, 'id'>) => http.get<WebhookEntregaLista>(`/webhooks/${webhook.id}/entregas`).then((response) => response.data.items),
  reenviar: (webhook: Pick<Webhook, 'id'>, entrega: Pick<WebhookEntrega, 'id'>) =>
    http.post<WebhookEntrega>(`/webhooks/${webhook.id}/entregas/${entrega.id}/reenviar`).then((response) => response.data),
};
