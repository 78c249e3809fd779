import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { EventoWebhook, StatusDaEntrega } from '#contract/webhooks';

/** Each event a receiver may subscribe to, as an admin reads it (its code is shown beside it). */
export const NOMES_DOS_EVENTOS: Record<EventoWebhook, MessageDescriptor> = {
  'atividade.criada': msg`Atividade criada`,
  'atividade.alterada': msg`Atividade alterada`,
  'atividade.transicao': msg`Atividade mudou de situação`,
  'atividade.concluida': msg`Atividade concluída`,
  'acao.criada': msg`Ação corretiva aberta`,
  'acao.transicao': msg`Ação corretiva mudou de situação`,
  'questionario.publicado': msg`Questionário publicado`,
};

export const NOMES_DAS_ENTREGAS: Record<StatusDaEntrega, MessageDescriptor> = {
  pendente: msg`Pendente`,
  entregue: msg`Entregue`,
  falhou: msg`Falhou`,
};

export const CORES_DAS_ENTREGAS = { pendente: 'warning', entregue: 'success', falhou: 'error' } as const satisfies Record<StatusDaEntrega, string>;
