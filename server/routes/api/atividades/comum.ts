import type { FastifyRequest } from 'fastify';
import type { Ator } from '../../../atividades/carregar';
import type { Autoria } from '../../../db/repositories/registros';
import { httpErrors } from '../../../http/errors';

export const tags = ['atividades'];
export const security = [{ bearer: [] }];

/** Who makes the request, for the lifecycle machine's guards. */
export function atorDe(request: FastifyRequest): Ator {
  const { empresa } = request.tenant;
  if (!empresa) throw httpErrors.forbidden('Escolha uma empresa para continuar.', 'empresa_nao_escolhida');
  return { usuarioId: request.session.usuarioId, papel: empresa.papel };
}

export function autoriaDe(request: FastifyRequest, agora: Date): Autoria {
  return { por: request.session.usuarioId, agora };
}
