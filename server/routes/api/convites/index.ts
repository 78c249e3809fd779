import { UserSchema } from '#contract/auth';
import { IdParamsSchema } from '#contract/registro';
import { ConviteRecebidoListaSchema } from '#contract/usuarios';
import { joinEmpresa } from '#server/accounts/joinEmpresa';
import { loadUser } from '#server/accounts/users';
import { convites } from '#server/db/repositories/convites';
import type { Perfil } from '#server/db/repositories/usuarios';
import { comoDono } from '#server/db/tenant';
import { isUuid } from '#server/db/uuid';
import { httpErrors } from '#server/http/errors';
import { rotas } from '#server/http/rotas';

const tags = ['convites'];
const NAO_ENCONTRADO = 'Convite não encontrado, já respondido ou expirado.';
const EMAIL_NAO_CONFIRMADO = 'Confirme o seu e-mail pelo link que enviamos antes de responder a convites.';

/**
 * /api/convites: the invitations addressed to the signed-in person's e-mail, in any company.
 * No permission: a person answers their own invitations, even one who belongs to no company yet.
 * An address nobody proved to read grants nothing: anyone can sign up with, or change to, any
 * address, so until its link is opened its invitations neither show nor open.
 */
const convitesRecebidosRoutes = rotas('convites', async (app) => {
  // The session read the person's profile with the token: the invitations are those of its e-mail.
  const findMine = async (perfil: Perfil, id: string, agora: Date) => {
    if (!perfil.email_verificado) throw httpErrors.forbidden(EMAIL_NAO_CONFIRMADO, 'email_nao_confirmado');
    const convite = isUuid(id) ? await comoDono('convites', () => convites.porId(app.db, id, perfil.email, agora)) : undefined;
    if (!convite) throw httpErrors.notFound(NAO_ENCONTRADO);
    return convite;
  };

  app.get(
    '/',
    { schema: { tags, response: { 200: ConviteRecebidoListaSchema } } },
    async (request) => {
      const { perfil } = request.session;
      const items = perfil.email_verificado ? await comoDono('convites', () => convites.recebidos(app.db, perfil.email, app.clock())) : [];
      return { items, total: items.length };
    },
  );

  app.post(
    '/:id/aceitar',
    {
      schema: { tags, params: IdParamsSchema, response: { 200: UserSchema } },
    },
    async (request) => {
      const { usuarioId } = request.session;
      const agora = app.clock();
      const convite = await findMine(request.session.perfil, request.params.id, agora);
      await comoDono('convites', () => app.db.transaction().execute((trx) => joinEmpresa(trx, convite, usuarioId, agora)));
      const user = await loadUser(app, usuarioId);
      // The company the person is working in stays the current one (the API's contract: empresa[0]).
      const atual = request.tenant.empresa?.id;
      return { ...user, empresa: [...user.empresa.filter((e) => e.id === atual), ...user.empresa.filter((e) => e.id !== atual)] };
    },
  );

  app.post(
    '/:id/recusar',
    { schema: { tags, params: IdParamsSchema, response: { 204: { type: 'null' } } } },
    async (request, reply) => {
      const agora = app.clock();
      const convite = await findMine(request.session.perfil, request.params.id, agora);
      if (!(await comoDono('convites', () => convites.answer(app.db, convite, { recusado: true }, agora)))) throw httpErrors.notFound(NAO_ENCONTRADO);
      return reply.code(204).send();
    },
  );
});

export default convitesRecebidosRoutes;
