import type { Transaction } from 'kysely';
import type { Papel } from '#contract/papel';
import { IdParamsSchema, VersaoQuerySchema } from '#contract/registro';
import { MembroListaQuerySchema, MembroListaSchema, MembroSchema, MembroUpdateBodySchema, type Membro } from '#contract/usuarios';
import { membros } from '#server/db/repositories/membros';
import type { Database } from '#server/db/schema';
import { httpErrors } from '#server/http/errors';
import { naVersao } from '#server/http/registros';
import { errorResponses } from '#server/http/responses';
import { rotas } from '#server/http/rotas';
import { conviteRoutes } from './convites';

const tags = ['usuários'];

const MEMBRO_NAO_ENCONTRADO = 'Membro não encontrado nesta empresa.';
const ULTIMO_ADMIN =
  'A empresa precisa de pelo menos um administrador. Torne outra pessoa administradora antes de remover ou rebaixar esta.';

/**
 * The member about to change, with the company's admins locked: refuses an unknown id, a stale
 * `versao` and a change that would leave the company without an admin (`novoPapel` null: removal).
 */
async function membroParaAlterar(
  trx: Transaction<Database>,
  empresaId: string,
  id: string,
  versao: number,
  novoPapel: Papel | null,
): Promise<Membro> {
  const admins = await membros.lockAdmins(trx, empresaId);
  const membro = naVersao(await membros.find(trx, empresaId, id), versao, MEMBRO_NAO_ENCONTRADO);
  if (membro.papel === 'admin' && novoPapel !== 'admin' && admins.length <= 1) throw httpErrors.conflict(ULTIMO_ADMIN);
  return membro;
}

/** /api/usuarios: the members of the current company and their invitations (admin only). */
const usuarioRoutes = rotas('usuarios', async (app) => {
  app.get(
    '/',
    {
      config: { permissao: 'usuarios.ler' },
      schema: {
        tags,
        querystring: MembroListaQuerySchema,
        response: { 200: MembroListaSchema },
      },
    },
    async (request) => request.tenant.leitura((trx, empresaId) => membros.list(trx, empresaId, request.query)),
  );

  app.get(
    '/:id',
    {
      config: { permissao: 'usuarios.ler' },
      schema: { tags, params: IdParamsSchema, response: { 200: MembroSchema } },
    },
    async (request) => {
      const membro = await request.tenant.leitura((trx, empresaId) => membros.find(trx, empresaId, request.params.id));
      if (!membro) throw httpErrors.notFound(MEMBRO_NAO_ENCONTRADO);
      return membro;
    },
  );

  app.patch(
    '/:id',
    {
      config: { permissao: 'usuarios.editar' },
      schema: {
        tags,
        params: IdParamsSchema,
        body: MembroUpdateBodySchema,
        response: { 200: MembroSchema, ...errorResponses(409) },
      },
    },
    async (request) => {
      const { papel, versao } = request.body;
      const { id } = request.params;
      return request.tenant.transaction(async (trx, empresaId) => {
        const membro = await membroParaAlterar(trx, empresaId, id, versao, papel);
        if (membro.papel === papel) return membro;
        const autoria = request.autoria();
        if (!(await membros.setPapel(trx, empresaId, id, { papel, versao }, autoria))) throw httpErrors.stale();
        return { ...membro, papel, versao: versao + 1 };
      });
    },
  );

  app.delete(
    '/:id',
    {
      config: { permissao: 'usuarios.editar' },
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: VersaoQuerySchema,
        response: { 204: { type: 'null' }, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await request.tenant.transaction(async (trx, empresaId) => {
        await membroParaAlterar(trx, empresaId, id, request.query.versao, null);
        await membros.remove(trx, empresaId, id);
      });
      return reply.code(204).send();
    },
  );

  await app.register(conviteRoutes, { prefix: '/convites' });
});

export default usuarioRoutes;
