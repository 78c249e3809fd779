import { PreferenciasNotificacaoBodySchema, PreferenciasNotificacaoSchema } from '#contract/notificacaoPreferencias';
import { NotificacaoListaQuerySchema, NotificacaoListaSchema, NotificacoesLidasSchema } from '#contract/notificacoes';
import { IdParamsSchema } from '#contract/registro';
import { avisarAoVivo } from '#server/db/aoVivoDaTransacao';
import { notificacoes } from '#server/db/repositories/notificacoes';
import { preferenciasNotificacao } from '#server/db/repositories/preferenciasNotificacao';
import { motivo } from '#contract/mensagensDoCampo';
import { httpErrors } from '#server/http/errors';
import { rotas } from '#server/http/rotas';
import { toNotificacao } from '#server/notificacoes/responder';

const tags = ['notificações'];
const NAO_ENCONTRADA = 'Notificação não encontrada.';
const ID = /^\d{1,15}$/;

/** The id a page starts before: the cursor the previous page handed out. */
function idDoCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  if (!ID.test(cursor)) throw httpErrors.invalidField('cursor', motivo('cursor_invalido'));
  return Number(cursor);
}

/**
 * /api/notificacoes: the signed-in person's notifications in the current company, marking them
 * read, and where each kind reaches them (the bell, e-mail, both or neither). Each person
 * reaches only their own: another person's id is not found (404).
 */
const notificacoesRoutes = rotas('notificacoes', async (app) => {
  app.get(
    '/',
    {
      config: { permissao: 'notificacoes.ler' },
      schema: { tags, summary: 'As notificações de quem está conectado, as mais novas primeiro', querystring: NotificacaoListaQuerySchema, response: { 200: NotificacaoListaSchema } },
    },
    async (request) => {
      const antesDe = idDoCursor(request.query.cursor);
      const usuarioId = request.session.usuarioId;
      return request.tenant.leitura(async (trx, empresaId) => {
        const [{ rows, next_cursor }, nao_lidas] = await Promise.all([
          notificacoes.listar(trx, empresaId, usuarioId, request.query.limite, antesDe),
          notificacoes.naoLidas(trx, empresaId, usuarioId),
        ]);
        return { items: rows.map(toNotificacao), nao_lidas, next_cursor };
      });
    },
  );

  app.post(
    '/:id/lida',
    {
      config: { permissao: 'notificacoes.ler' },
      schema: { tags, summary: 'Marca uma notificação como lida', params: IdParamsSchema, response: { 200: NotificacoesLidasSchema } },
    },
    async (request) => {
      const usuarioId = request.session.usuarioId;
      const { id } = request.params;
      return request.tenant.transaction(async (trx, empresaId) => {
        if (!ID.test(id) || !(await notificacoes.marcarLida(trx, empresaId, usuarioId, Number(id), app.clock()))) throw httpErrors.notFound(NAO_ENCONTRADA);
        // The person's other tabs and devices update their bell too.
        await avisarAoVivo(trx, empresaId, [{ tipo: 'notificacao', usuario_id: usuarioId }]);
        return { nao_lidas: await notificacoes.naoLidas(trx, empresaId, usuarioId) };
      });
    },
  );

  app.post(
    '/lidas',
    {
      config: { permissao: 'notificacoes.ler' },
      schema: { tags, summary: 'Marca todas as notificações como lidas', response: { 200: NotificacoesLidasSchema } },
    },
    async (request) => {
      const usuarioId = request.session.usuarioId;
      await request.tenant.transaction(async (trx, empresaId) => {
        await notificacoes.marcarTodasLidas(trx, empresaId, usuarioId, app.clock());
        await avisarAoVivo(trx, empresaId, [{ tipo: 'notificacao', usuario_id: usuarioId }]);
      });
      return { nao_lidas: 0 };
    },
  );

  app.get(
    '/preferencias',
    {
      config: { permissao: 'notificacoes.ler' },
      schema: { tags, summary: 'Onde cada tipo de notificação chega (no sino, por e-mail, os dois ou nenhum), e se os e-mails vêm num resumo diário, para quem está conectado', response: { 200: PreferenciasNotificacaoSchema } },
    },
    async (request) => {
      const usuarioId = request.session.usuarioId;
      return request.tenant.leitura((trx, empresaId) => preferenciasNotificacao.ler(trx, empresaId, usuarioId));
    },
  );

  app.put(
    '/preferencias',
    {
      config: { permissao: 'notificacoes.ler' },
      schema: {
        tags,
        summary: 'Muda onde cada tipo de notificação chega (no sino, por e-mail), ou o resumo diário; o que não é citado fica como está',
        body: PreferenciasNotificacaoBodySchema,
        response: { 200: PreferenciasNotificacaoSchema },
      },
    },
    async (request) => {
      const usuarioId = request.session.usuarioId;
      return request.tenant.transaction(async (trx, empresaId) => {
        await preferenciasNotificacao.gravar(trx, empresaId, usuarioId, request.body, app.clock());
        return preferenciasNotificacao.ler(trx, empresaId, usuarioId);
      });
    },
  );
});

export default notificacoesRoutes;
