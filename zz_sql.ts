import { Kysely, PostgresDialect, sql } from 'kysely';
import { Value } from '@sinclair/typebox/value';
import { AtividadeListaQuerySchema } from '#contract/atividade';
import { filtrados } from '#server/db/repositories/atividadesLista';
import { COLUNAS_RESUMO, comReferencias } from '#server/db/repositories/atividades';
const db = new Kysely<any>({ dialect: { createAdapter: () => new (require('kysely').PostgresAdapter)(), createDriver: () => ({} as any), createIntrospector: (d: any) => ({} as any), createQueryCompiler: () => new (require('kysely').PostgresQueryCompiler)() } as any });
const E = process.argv[2]!;
const q = Value.Parse(['Clean', 'Default', 'Convert'], AtividadeListaQuerySchema, { q: process.argv[3] }) as any;
const ctx = { usuarioId: '00000000-0000-0000-0000-000000000000', agora: new Date(), fuso: 'America/Sao_Paulo' };
const page = filtrados(comReferencias(db as any, E).select(COLUNAS_RESUMO as any), E, q, ctx).orderBy('a.agendada_para', 'desc').orderBy('a.id', 'desc').limit(26);
const ate = filtrados((db as any).selectFrom('atividade as a'), E, q, ctx).clearSelect().clearOrderBy().select(sql`1`.as('um')).limit(1001);
const count = sql`select count(*)::int as total from (${ate}) as ate_o_limite`;
for (const c of [page.compile(), count.compile(db)]) {
  let t = c.sql; c.parameters.forEach((p: any, i: number) => { t = t.replace(new RegExp('\\$' + (i + 1) + '(?!\\d)'), typeof p === 'number' ? String(p) : `'${String(p instanceof Date ? p.toISOString() : p).replace(/'/g, "''")}'`); });
  console.log(t + ';\n');
}
