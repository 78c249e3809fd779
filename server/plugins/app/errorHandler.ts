import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiError } from '../../../contract/errors';
import { bancoIndisponivel } from '../../db/indisponivel';
import { ConsultaSemEmpresaError } from '../../db/tenant';
import { HttpError, INVALID_DATA } from '../../http/errors';
import { validationProblems } from '../../http/validationMessages';

/** What Fastify's own errors (English, by code) mean to a person. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'O corpo da requisição não é um JSON válido.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'O corpo da requisição está vazio.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'O corpo da requisição é grande demais.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de conteúdo não suportado. Envie JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'O tamanho informado do corpo não confere.',
};

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Requisição inválida.',
  401: 'Faça login para continuar.',
  403: 'Você não tem permissão para isso.',
  404: 'Recurso não encontrado.',
  405: 'Método não permitido.',
  406: 'Formato de resposta não suportado.',
  408: 'A requisição demorou demais.',
  409: 'Conflito com o estado atual.',
  413: 'O corpo da requisição é grande demais.',
  415: 'Tipo de conteúdo não suportado. Envie JSON.',
  429: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
};

const INTERNAL = 'Erro interno. Tente novamente em instantes.';
const BANCO_INDISPONIVEL = 'O banco de dados está indisponível no momento. Tente novamente em instantes.';
// Long enough for the pool to open a new connection, or for a failover to finish.
const TENTAR_DE_NOVO_EM_S = 5;

function shape(error: FastifyError | HttpError): { status: number; body: ApiError } {
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: { ...error.extras, message: error.message, ...(error.errors ? { errors: error.errors } : {}) } };
  }
  if (error.validation) {
    const { whole, fields } = validationProblems(error.validation);
    if (Object.keys(fields).length === 0) {
      const where = error.validationContext === 'body' ? 'O corpo da requisição' : 'A requisição';
      return { status: 400, body: { message: `${where} não tem o formato esperado${whole ? `: ${whole.toLowerCase()}` : '.'}` } };
    }
    return { status: 422, body: { message: INVALID_DATA, errors: fields } };
  }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) return { status: 500, body: { message: INTERNAL } };
  const message = FRAMEWORK_MESSAGES[error.code] ?? STATUS_MESSAGES[status] ?? STATUS_MESSAGES[400]!;
  return { status, body: { message } };
}

/** One place shapes every error as `{ message, errors? }` in Portuguese; unknown /api paths are 404 JSON. */
export const errorHandler = fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (bancoIndisponivel(error)) {
        request.log.warn({ err: error }, 'banco de dados indisponível');
        return reply.code(503).header('retry-after', String(TENTAR_DE_NOVO_EM_S)).send({ message: BANCO_INDISPONIVEL } satisfies ApiError);
      }
      const { status, body } = shape(error);
      if (error instanceof ConsultaSemEmpresaError) request.log.error({ err: error }, 'consulta recusada: sem empresa e sem caminho do dono');
      else if (status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ status, code: 'code' in error ? error.code : undefined }, body.message);
      return reply.code(status).send(body);
    });

    app.setNotFoundHandler((request, reply) => {
      return reply.code(404).send({ message: `Rota não encontrada: ${request.method} ${request.url.split('?')[0]}` } satisfies ApiError);
    });
  },
  { name: 'error-handler' },
);
