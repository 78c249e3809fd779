import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiError } from '#contract/errors';
import { bancoIndisponivel } from '../../db/indisponivel';
import { ConsultaSemEmpresaError } from '../../db/tenant';
import { HttpError, INVALID_DATA } from '../../http/errors';
import { validationProblems } from '../../http/validationMessages';

type Resposta = Pick<ApiError, 'code' | 'message'>;

/** What Fastify's own errors (English, by code) mean to a person. */
const FRAMEWORK_MESSAGES: Record<string, Resposta> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'json_invalido', message: 'O corpo da requisição não é um JSON válido.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'json_invalido', message: 'O corpo da requisição está vazio.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'corpo_grande_demais', message: 'O corpo da requisição é grande demais.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'tipo_de_conteudo', message: 'Tipo de conteúdo não suportado. Envie JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'requisicao_invalida', message: 'O tamanho informado do corpo não confere.' },
};

const STATUS_MESSAGES: Record<number, Resposta> = {
  400: { code: 'requisicao_invalida', message: 'Requisição inválida.' },
  401: { code: 'nao_autenticado', message: 'Faça login para continuar.' },
  403: { code: 'sem_permissao', message: 'Você não tem permissão para isso.' },
  404: { code: 'nao_encontrado', message: 'Recurso não encontrado.' },
  405: { code: 'metodo_nao_permitido', message: 'Método não permitido.' },
  406: { code: 'requisicao_invalida', message: 'Formato de resposta não suportado.' },
  408: { code: 'requisicao_invalida', message: 'A requisição demorou demais.' },
  409: { code: 'conflito', message: 'Conflito com o estado atual.' },
  413: { code: 'corpo_grande_demais', message: 'O corpo da requisição é grande demais.' },
  415: { code: 'tipo_de_conteudo', message: 'Tipo de conteúdo não suportado. Envie JSON.' },
  429: { code: 'limite_de_tentativas', message: 'Muitas tentativas. Aguarde um pouco e tente novamente.' },
};

const INTERNAL = 'Erro interno. Tente novamente em instantes.';
const BANCO_INDISPONIVEL = 'O banco de dados está indisponível no momento. Tente novamente em instantes.';
// Long enough for the pool to open a new connection, or for a failover to finish.
const TENTAR_DE_NOVO_EM_S = 5;

function shape(error: FastifyError | HttpError): { status: number; body: ApiError } {
  if (error instanceof HttpError) {
    const body = { ...error.extras, code: error.code, message: error.message, ...(error.errors ? { errors: error.errors } : {}) };
    return { status: error.statusCode, body };
  }
  if (error.validation) {
    const { whole, fields } = validationProblems(error.validation);
    if (Object.keys(fields).length === 0) {
      const where = error.validationContext === 'body' ? 'O corpo da requisição' : 'A requisição';
      const message = `${where} não tem o formato esperado${whole ? `: ${whole.message.toLowerCase()}` : '.'}`;
      return { status: 400, body: { code: 'requisicao_invalida', message } };
    }
    return { status: 422, body: { code: 'validacao', message: INVALID_DATA, errors: fields } };
  }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) return { status: 500, body: { code: 'erro_interno', message: INTERNAL } };
  return { status, body: FRAMEWORK_MESSAGES[error.code] ?? STATUS_MESSAGES[status] ?? STATUS_MESSAGES[400]! };
}

/** One place shapes every error as `{ code, message, errors? }` (docs/erros.md); unknown /api paths are 404 JSON. */
export const errorHandler = fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (bancoIndisponivel(error)) {
        request.log.warn({ err: error }, 'banco de dados indisponível');
        return reply.code(503).header('retry-after', String(TENTAR_DE_NOVO_EM_S)).send({ code: 'banco_indisponivel', message: BANCO_INDISPONIVEL } satisfies ApiError);
      }
      const { status, body } = shape(error);
      if (error instanceof ConsultaSemEmpresaError) request.log.error({ err: error }, 'consulta recusada: sem empresa e sem caminho do dono');
      else if (status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ status, code: 'code' in error ? error.code : undefined }, body.message);
      return reply.code(status).send(body);
    });

    app.setNotFoundHandler((request, reply) => {
      return reply.code(404).send({ code: 'rota_nao_encontrada', message: `Rota não encontrada: ${request.method} ${request.url.split('?')[0]}` } satisfies ApiError);
    });
  },
  { name: 'error-handler' },
);
