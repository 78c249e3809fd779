import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmpresaDoUsuarioSchema } from '../../../../contract/auth';
import { EmpresaCreateBodySchema, EmpresaListSchema } from '../../../../contract/empresa';
import { optionalCnpj, requiredText } from '../../../accounts/fields';
import { empresas } from '../../../db/repositories/empresas';
import { comoDono } from '../../../db/tenant';
import { errorResponses } from '../../../http/responses';
import { requireSession } from '../../../plugins/app/session';

/** /api/empresas: the companies of the signed-in person. */
export const empresaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(requireSession);

  app.get(
    '/',
    {
      schema: {
        tags: ['empresas'],
        security: [{ bearer: [] }],
        response: { 200: EmpresaListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => request.tenant.empresas,
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['empresas'],
        security: [{ bearer: [] }],
        body: EmpresaCreateBodySchema,
        response: { 201: EmpresaDoUsuarioSchema, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const nome = requiredText('nome', request.body.nome);
      const cnpj = optionalCnpj('cnpj', request.body.cnpj);
      const empresa = await comoDono('empresas', () =>
        app.db.transaction().execute((trx) => empresas.createWithAdmin(trx, { nome, cnpj }, request.session.usuarioId, app.clock())),
      );
      return reply.code(201).send(empresa);
    },
  );
};
