import { EmpresaDoUsuarioSchema } from '#contract/auth';
import { EmpresaCreateBodySchema, EmpresaListSchema } from '#contract/empresa';
import { optionalCnpj, requiredText } from '#server/accounts/fields';
import { empresas } from '#server/db/repositories/empresas';
import { comoDono } from '#server/db/tenant';
import { rotas } from '#server/http/rotas';

/** /api/empresas: the companies of the signed-in person. */
const empresaRoutes = rotas('empresas', async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['empresas'],
        response: { 200: EmpresaListSchema },
      },
    },
    async (request) => request.tenant.empresas,
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['empresas'],
        body: EmpresaCreateBodySchema,
        response: { 201: EmpresaDoUsuarioSchema },
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
});

export default empresaRoutes;
