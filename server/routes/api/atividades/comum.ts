import type { FastifyRequest } from 'fastify';
import type { Ator } from '#server/atividades/carregar';
import { httpErrors } from '#server/http/errors';

export const tags = ['atividades'];

/** Who makes the request, for the lifecycle machine's guards. */
export function atorDe(request: FastifyRequest): Ator {
  const { empresa } = request.tenant;
  if (!empresa) throw httpErrors.forbidden('Escolha uma empresa para continuar.', 'empresa_nao_escolhida');
  return { usuarioId: request.session.usuarioId, papel: empresa.papel };
}

