import { Value } from '@sinclair/typebox/value';
import type { Transaction } from 'kysely';
import { AtividadeListaQuerySchema, type AtividadeListaQuery } from '#contract/atividade';
import { FUSO_PADRAO } from '#contract/fusoHorario';
import { atividades } from '#server/db/repositories/atividades';
import { contarAtividades, listarAtividades } from '#server/db/repositories/atividadesLista';
import { configuracoes } from '#server/db/repositories/configuracoes';
import { ajustarParaSomar, painel } from '#server/painel/painel';
import type { Database } from '#server/db/schema';
import type { SqlScenario } from './cenarios';

/**
 * What the scenarios take from the seeded data: the signed-in person, a busy responsável and a
 * period, a cursor, a número, an activity, and the last three whole months for the painel.
 */
export type AtividadeParametros = Record<'usuarioId' | 'responsavelId' | 'de' | 'ate' | 'cursor' | 'numero' | 'atividadeId' | 'trimestreDe' | 'trimestreAte', string>;

/**
 * The list's query as the route gets it: the contract's schema converts the text (repeated keys as
 * arrays) and fills the defaults. Not asserted: the uuid and date formats are the server's Ajv's.
 */
function listQuery(search: string): AtividadeListaQuery {
  const params = new URLSearchParams(search);
  const query = Object.fromEntries([...new Set(params.keys())].map((key) => [key, key === 'status' || key === 'prioridade' ? params.getAll(key) : params.get(key)]));
  return Value.Parse(['Clean', 'Default', 'Convert'], AtividadeListaQuerySchema, query) as AtividadeListaQuery;
}

/** What both routes of the list read first: the company's time zone, which the dates and `atrasadas` read. */
async function contexto(trx: Transaction<Database>, empresaId: string, usuarioId: string) {
  return { usuarioId, agora: new Date(), fuso: (await configuracoes.get(trx, empresaId))?.fuso_horario ?? FUSO_PADRAO };
}

/**
 * GET /api/atividades beside its floor: what the route does in the company's transaction (read the
 * company's time zone, choose a search's plan, then one page). A page does not count its list.
 */
const list = (search: string, usuarioId: string) => ({
  path: `/api/atividades?${search}`,
  run: async (trx: Transaction<Database>, empresaId: string) => listarAtividades(trx, empresaId, listQuery(search), await contexto(trx, empresaId, usuarioId)),
});

/** GET /api/atividades/total, what the list's footer asks when it comes into view, beside the same count as the owner. */
const total = (search: string, usuarioId: string) => ({
  path: `/api/atividades/total?${search}`,
  run: async (trx: Transaction<Database>, empresaId: string) => contarAtividades(trx, empresaId, listQuery(search), await contexto(trx, empresaId, usuarioId)),
});

/** What GET /api/painel does for the quarter: its settings, the company's time zone, then its sums. */
function painelDoTrimestre(p: AtividadeParametros) {
  const query = { de: p.trimestreDe, ate: p.trimestreAte };
  return {
    name: `Painel, trimestre (${p.trimestreDe} a ${p.trimestreAte})`,
    path: `/api/painel?de=${query.de}&ate=${query.ate}`,
    run: async (trx: Transaction<Database>, empresaId: string) => {
      await ajustarParaSomar(trx);
      const fuso = (await configuracoes.get(trx, empresaId))?.fuso_horario ?? FUSO_PADRAO;
      return painel(trx, empresaId, query, { usuarioId: p.usuarioId, agora: new Date(), fuso });
    },
  };
}

/** The list as the screen opens it, a page deep in it, a filtered list, a search by número, one activity, the painel of a quarter, and a search by text; the counts the footer asks for beside them. */
export function atividadeScenarios(p: AtividadeParametros): SqlScenario[] {
  const codigo = `AT-${p.numero.padStart(6, '0')}`;
  const filtro = `status=agendada&status=concluida&responsavel_id=${p.responsavelId}&de=${p.de}&ate=${p.ate}`;
  return [
    { name: 'Lista, 1ª página', ...list('', p.usuarioId) },
    { name: 'Total da lista (até 1.000)', ...total('', p.usuarioId) },
    { name: 'Página funda (cursor)', ...list(`cursor=${p.cursor}`, p.usuarioId) },
    { name: 'Filtro status + responsável + período', ...list(filtro, p.usuarioId) },
    { name: 'Total do filtro', ...total(filtro, p.usuarioId) },
    { name: `Busca pelo número (q=${codigo})`, ...list(`q=${codigo}`, p.usuarioId) },
    { name: 'Detalhes', path: `/api/atividades/${p.atividadeId}`, run: (trx, empresaId) => atividades.find(trx, empresaId, p.atividadeId) },
    painelDoTrimestre(p),
    // Last: a word in half the titles takes PGlite seconds a query even on the floor, and the
    // queries still running when its measure ends would slow the next scenario's.
    { name: 'Busca "manutencao"', ...list('q=manutencao', p.usuarioId) },
    { name: 'Total da busca "manutencao"', ...total('q=manutencao', p.usuarioId) },
  ];
}
