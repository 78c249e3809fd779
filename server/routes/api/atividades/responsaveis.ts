import { ResponsavelListaQuerySchema, ResponsavelListaSchema } from '#contract/atividade';
import { membros } from '#server/db/repositories/membros';
import { rotas } from '#server/http/rotas';
import { tags } from './comum';

/**
 * GET /api/atividades/responsaveis: who may be assigned an activity. The activity form and the
 * list's filter need it for papéis that may not read /api/usuarios (admin only), so it gives
 * nome and papel and nothing else (no e-mail).
 */
export const responsaveisRoutes = rotas('atividades/responsaveis', async (app) => {
  app.get(
    '/responsaveis',
    {
      config: { permissao: 'atividades.ler' },
      schema: {
        tags,
        querystring: ResponsavelListaQuerySchema,
        response: { 200: ResponsavelListaSchema },
      },
    },
    async (request) => ({
      items: await request.tenant.leitura((trx, empresaId) => membros.responsaveis(trx, empresaId, request.query)),
    }),
  );
});
