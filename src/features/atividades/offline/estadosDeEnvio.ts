import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { EstadoEnvio } from './outbox';

export const ESTADOS_DE_ENVIO: Record<EstadoEnvio, MessageDescriptor> = {
  nao_enviado: msg`Não enviado`,
  enviando: msg`Enviando`,
  enviado: msg`Enviado`,
  conflito: msg`Conflito`,
};
