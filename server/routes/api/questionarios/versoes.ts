import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ComparacaoQuerySchema,
  ComparacaoSchema,
  QuestionarioVersaoSchema,
  VersaoParamsSchema,
  type Definicao,
} from '../../../../contract/questionario';
import { compararDefinicoes } from '../../../../contract/questionarioComparacao';
import { IdParamsSchema } from '../../../../contract/registro';
import { questionarios, toQuestionarioVersao, type VersaoRow } from '../../../db/repositories/questionarios';
import { httpErrors } from '../../../http/errors';
import { errorResponses } from '../../../http/responses';
import { carregar } from './carregar';
import type { Trx } from '../../../db/tenant';

const tags = ['questionários'];

const IMUTAVEL = 'Versões publicadas não podem ser alteradas. Edite o questionário para abrir um novo rascunho.';
const SEM_RASCUNHO = 'Não há rascunho aberto para comparar.';
const versaoNaoEncontrada = (numero: number) => `Versão ${numero} não encontrada.`;

/** Version `numero` of the company's questionnaire: 404 for a questionnaire or a version that does not exist. */
async function carregarVersao(trx: Trx, empresaId: string, id: string, numero: number): Promise<VersaoRow> {
  await carregar(trx, empresaId, id);
  const versao = await questionarios.versao(trx, empresaId, id, numero);
  if (!versao) throw httpErrors.notFound(versaoNaoEncontrada(numero));
  return versao;
}

/** /api/questionarios/:id/versoes/:n and /comparar: the frozen versions, read and compared, never written. */
export const versaoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/versoes/:n',
    {
      config: { permissao: 'questionarios.ler' },
      schema: {
        tags,
        summary: 'Uma versão publicada, com quem a publicou e quando',
        params: VersaoParamsSchema,
        response: { 200: QuestionarioVersaoSchema },
      },
    },
    async (request) => {
      const { id, n } = request.params;
      return toQuestionarioVersao(id, await request.tenant.leitura((trx, empresaId) => carregarVersao(trx, empresaId, id, n)));
    },
  );

  // A published version is what activities were filled in against: every write to it is refused
  // (and the database's trigger would refuse it too).
  for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
    app.route({
      method,
      url: '/:id/versoes/:n',
      config: { permissao: 'questionarios.editar' },
      schema: {
        tags,
        summary: 'Recusado: versões publicadas não mudam',
        params: VersaoParamsSchema,
        ...(method === 'DELETE' ? {} : { body: Type.Unknown() }),
        response: errorResponses(409),
      },
      async handler(request) {
        const { id, n } = request.params;
        await request.tenant.leitura((trx, empresaId) => carregarVersao(trx, empresaId, id, n));
        throw httpErrors.conflict(IMUTAVEL);
      },
    });
  }

  app.get(
    '/:id/comparar',
    {
      config: { permissao: 'questionarios.ler' },
      schema: {
        tags,
        summary: 'O que mudou da versão `de` para a versão `para`, ou para o rascunho aberto',
        params: IdParamsSchema,
        querystring: ComparacaoQuerySchema,
        response: { 200: ComparacaoSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { de, para } = request.query;
      return request.tenant.leitura(async (trx, empresaId) => {
        const antes = (await carregarVersao(trx, empresaId, id, de)).definicao;
        let depois: Definicao;
        if (para === undefined) {
          const { rascunho } = await carregar(trx, empresaId, id);
          if (!rascunho) throw httpErrors.invalidField('para', SEM_RASCUNHO);
          depois = rascunho;
        } else {
          depois = (await carregarVersao(trx, empresaId, id, para)).definicao;
        }
        return { de, para: para ?? null, mudancas: compararDefinicoes(antes, depois) };
      });
    },
  );
};
