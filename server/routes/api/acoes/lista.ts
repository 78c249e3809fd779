import { AcaoListaQuerySchema, AcaoListaSchema } from '#contract/acoes';
import { acoes, toAcaoCorretiva } from '#server/db/repositories/acoes';
import { configuracoes } from '#server/db/repositories/configuracoes';
import { motivo } from '#contract/mensagensDoCampo';
import { httpErrors } from '#server/http/errors';
import { rotas } from '#server/http/rotas';
import { tags } from './comum';

/** The número a page starts before: the cursor the previous page handed out. */
function numeroDoCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  const numero = Number(cursor);
  if (!/^\d+$/.test(cursor) || !Number.isSafeInteger(numero)) throw httpErrors.invalidField('cursor', motivo('cursor_invalido'));
  return numero;
}

/** GET /api/acoes: the list, filtered and paged by keyset cursor on the número. */
export const listaRoutes = rotas('acoes/lista', async (app) => {
  app.get(
    '/',
    {
      config: { permissao: 'acoes.ler' },
      schema: { tags, querystring: AcaoListaQuerySchema, response: { 200: AcaoListaSchema } },
    },
    async (request) => {
      const agora = app.clock();
      const antesDe = numeroDoCursor(request.query.cursor);
      const { prazo_de, prazo_ate } = request.query;
      if (prazo_de && prazo_ate && prazo_ate < prazo_de) throw httpErrors.invalidField('prazo_ate', motivo('periodo_invertido'));
      return request.tenant.leitura(async (trx, empresaId) => {
        const fuso = await configuracoes.fuso(trx, empresaId);
        const { rows, next_cursor } = await acoes.listar(trx, empresaId, request.query, { agora, fuso }, antesDe);
        return { items: rows.map((row) => toAcaoCorretiva(row, agora)), next_cursor };
      });
    },
  );
});
