import type { FastifyRequest } from 'fastify';
import { IdParamsSchema, VersaoBodySchema, VersaoQuerySchema } from '#contract/registro';
import {
  CONVITE_VALIDADE_DIAS,
  ConviteCreateBodySchema,
  ConviteListaSchema,
  ConviteSchema,
  type Convite,
} from '#contract/usuarios';
import { email } from '#server/accounts/fields';
import { convites } from '#server/db/repositories/convites';
import { membros } from '#server/db/repositories/membros';
import { usuarios } from '#server/db/repositories/usuarios';
import { comoDono } from '#server/db/tenant';
import { httpErrors } from '#server/http/errors';
import { naVersao, violouUnico } from '#server/http/registros';
import { errorResponses } from '#server/http/responses';
import { rotas } from '#server/http/rotas';
import { conviteMail } from '#server/mail/convite';
import { newSecret } from '#server/security/secrets';

const tags = ['usuários'];

const CONVITE_NAO_ENCONTRADO = 'Convite não encontrado ou já respondido.';
const JA_MEMBRO = 'Esta pessoa já é membro da empresa.';
const JA_CONVIDADO = 'Já existe um convite pendente para este e-mail. Reenvie-o se for preciso.';

function validoAte(agora: Date): Date {
  return new Date(agora.getTime() + CONVITE_VALIDADE_DIAS * 24 * 60 * 60 * 1000);
}

/** The invitation just written in this transaction. */
function recemGravado(convite: Convite | undefined): Convite {
  if (!convite) throw new Error('o convite recém-gravado não foi encontrado');
  return convite;
}

/** Mails the invitation's token. A failed send is logged, not answered: the admin can send it again. */
async function sendConvite(request: FastifyRequest, convite: Convite, token: string): Promise<void> {
  const app = request.server;
  const conta = await comoDono('convites', () => usuarios.findByEmail(app.db, convite.email));
  const mail = conviteMail({
    to: convite.email,
    empresaNome: request.tenant.empresa?.nome ?? '',
    papel: convite.papel,
    convidadoPor: request.session.perfil.nome,
    token,
    contaExistente: conta !== undefined,
    appUrl: app.config.appUrl,
  });
  await app.mailer.send(mail).catch((error: unknown) => request.log.error({ err: error }, 'falha ao enviar o e-mail de convite'));
}

/** /api/usuarios/convites: invitations of the current company, sent, resent and revoked by an admin. */
export const conviteRoutes = rotas('usuarios/convites', async (app) => {
  app.get(
    '/',
    {
      config: { permissao: 'usuarios.ler' },
      schema: { tags, response: { 200: ConviteListaSchema } },
    },
    async (request) => {
      const items = await request.tenant.leitura((trx, empresaId) => convites.abertos(trx, empresaId, app.clock()));
      return { items, total: items.length };
    },
  );

  app.post(
    '/',
    {
      config: { permissao: 'usuarios.editar' },
      schema: {
        tags,
        body: ConviteCreateBodySchema,
        response: { 201: ConviteSchema, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const address = email('email', request.body.email);
      const { papel } = request.body;
      const autoria = request.autoria();
      const { secret, hash } = newSecret();
      const convite = await request.tenant
        .transaction(async (trx, empresaId) => {
          if (await membros.isMemberEmail(trx, empresaId, address)) throw httpErrors.taken('email', JA_MEMBRO);
          await convites.closeExpired(trx, empresaId, address, autoria.agora);
          const values = { email: address, papel, hash, expira_em: validoAte(autoria.agora) };
          const id = await convites.create(trx, empresaId, values, autoria);
          return recemGravado(await convites.aberto(trx, empresaId, id, autoria.agora));
        })
        .catch((error: unknown) => {
          // One open invitation per e-mail: the unique index also decides between two at once.
          if (violouUnico(error)) throw httpErrors.taken('email', JA_CONVIDADO);
          throw error;
        });
      await sendConvite(request, convite, secret);
      return reply.code(201).send(convite);
    },
  );

  app.post(
    '/:id/reenviar',
    {
      config: { permissao: 'usuarios.editar' },
      schema: {
        tags,
        params: IdParamsSchema,
        body: VersaoBodySchema,
        response: { 200: ConviteSchema, ...errorResponses(409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { versao } = request.body;
      const agora = app.clock();
      const { secret, hash } = newSecret();
      const convite = await request.tenant.transaction(async (trx, empresaId) => {
        naVersao(await convites.aberto(trx, empresaId, id, agora), versao, CONVITE_NAO_ENCONTRADO);
        if (!(await convites.renew(trx, empresaId, id, { versao, hash, agora, expira_em: validoAte(agora) }))) {
          throw httpErrors.stale();
        }
        return recemGravado(await convites.aberto(trx, empresaId, id, agora));
      });
      await sendConvite(request, convite, secret);
      return convite;
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
      const { versao } = request.query;
      const agora = app.clock();
      await request.tenant.transaction(async (trx, empresaId) => {
        naVersao(await convites.aberto(trx, empresaId, id, agora), versao, CONVITE_NAO_ENCONTRADO);
        if (!(await convites.revoke(trx, empresaId, id, { versao, agora }))) throw httpErrors.stale();
      });
      return reply.code(204).send();
    },
  );
});
