import { motivo } from '#contract/mensagensDoCampo';
import { IdParamsSchema } from '#contract/registro';
import { PREFIXO_TOKEN_API, TokenApiCreateBodySchema, TokenApiCriadoSchema, TokenApiListaSchema } from '#contract/tokens';
import { tokensApi } from '#server/db/repositories/tokensApi';
import { comoDono } from '#server/db/tenant';
import { isUuid } from '#server/db/uuid';
import { rotas } from '#server/http/rotas';
import type { Problema } from '#server/http/textoDoCampo';
import { httpErrors } from '#server/http/errors';
import { semProblemas } from '#server/http/registros';
import { newSecret } from '#server/security/secrets';

const tags = ['tokens de API'];
const TOKEN_NAO_ENCONTRADO = 'Token não encontrado ou já revogado.';

/**
 * /api/tokens: the company's API tokens (docs/tokens.md), made and revoked by an admin in person:
 * a token never manages tokens, so one that leaks cannot make others.
 */
const tokens = rotas('tokens', async (app) => {
  const config = { permissao: 'tokens.gerenciar', somentePessoas: true } as const;

  app.get('/', { config, schema: { tags, response: { 200: TokenApiListaSchema } } }, async (request) => ({
    items: await request.tenant.leitura((db, empresaId) => tokensApi.lista(db, empresaId)),
  }));

  app.post(
    '/',
    { config, schema: { tags, body: TokenApiCreateBodySchema, response: { 201: TokenApiCriadoSchema } } },
    async (request, reply) => {
      const autoria = request.autoria();
      const nome = request.body.nome.trim();
      const expiraEm = request.body.expira_em ? new Date(request.body.expira_em) : null;
      const problemas: Record<string, Problema[]> = {};
      if (!nome) problemas.nome = [motivo('obrigatorio')];
      if (expiraEm && expiraEm.getTime() <= autoria.agora.getTime()) problemas.expira_em = [motivo('validade_passada')];
      semProblemas(problemas);
      // The permission passed, so a company is current.
      const empresaId = request.tenant.empresa!.id;
      const { secret, hash } = newSecret(PREFIXO_TOKEN_API);
      const { papel } = request.body;
      const id = await comoDono('tokens', () => tokensApi.create(app.db, empresaId, { nome, papel, hash, expira_em: expiraEm }, autoria));
      return reply.code(201).send({
        id,
        nome,
        papel,
        token: secret,
        criado_em: autoria.agora.toISOString(),
        expira_em: expiraEm?.toISOString() ?? null,
      });
    },
  );

  app.delete(
    '/:id',
    { config, schema: { tags, params: IdParamsSchema, response: { 204: { type: 'null' } } } },
    async (request, reply) => {
      const { id } = request.params;
      const revogado = isUuid(id) && (await request.tenant.transaction((trx, empresaId) => tokensApi.revogar(trx, empresaId, id, request.autoria())));
      if (!revogado) throw httpErrors.notFound(TOKEN_NAO_ENCONTRADO);
      return reply.code(204).send();
    },
  );
});

export default tokens;
