import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '#server/db/schema';
import { seedSites } from './sitesSeed';

/** The other companies share the half of the activities that is not the big company's. */
export const OUTRAS_EMPRESAS = 49;
const EMPRESA_DO_BENCH = 'Empresa do Bench ';
/** The bench's people: técnicos who cannot sign in (their password hash is no hash). */
const PESSOA_DO_BENCH = 'tecnico-bench-';
const SITES_NA_EMPRESA = 2_000;
const SITES_EM_OUTRA = 40;
const TECNICOS_NA_EMPRESA = 80;
const TECNICOS_EM_OUTRA = 5;

const NOMES = ['Ana', 'Bruno', 'Carla', 'Diego', 'Eduarda', 'Felipe', 'Gabriela', 'Henrique', 'Isabela', 'João', 'Larissa', 'Marcos', 'Natália', 'Otávio', 'Paula', 'Ricardo'];
const SOBRENOMES = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Pereira', 'Almeida', 'Ferreira', 'Rodrigues', 'Gomes', 'Martins', 'Araújo'];
const SERVICOS = ['Manutenção preventiva', 'Manutenção corretiva', 'Instalação', 'Vistoria', 'Inspeção', 'Reparo', 'Limpeza', 'Calibração', 'Troca', 'Visita técnica'];
const EQUIPAMENTOS = ['do ar-condicionado', 'do gerador', 'do quadro elétrico', 'da bomba d’água', 'do elevador', 'do no-break', 'das câmeras', 'do alarme', 'da câmara fria'];
const TIPOS: ReadonlyArray<[nome: string, cor: string]> = [
  ['Manutenção preventiva', '#2E7D32'],
  ['Manutenção corretiva', '#C62828'],
  ['Instalação', '#1565C0'],
  ['Vistoria', '#6A1B9A'],
];

const texto = (valores: readonly string[]) => sql.raw(`array[${valores.map((valor) => `'${valor.replace(/'/g, "''")}'`).join(', ')}]`);

/** How many activities the big company and the whole database hold. */
export async function contarAtividades(db: Kysely<Database>, empresaId: string): Promise<{ naEmpresa: number; todas: number }> {
  const { rows } = await sql<{ na_empresa: number; todas: number }>`
    select count(*) filter (where empresa_id = ${empresaId})::int as na_empresa, count(*)::int as todas from atividade`.execute(db);
  return { naEmpresa: rows[0]?.na_empresa ?? 0, todas: rows[0]?.todas ?? 0 };
}

/** Removes what an earlier seed of another size wrote: its companies, its people, the big company's bench activities and sites. */
async function limpar(trx: Transaction<Database>, empresaId: string): Promise<void> {
  await sql`delete from atividade where empresa_id = ${empresaId}
            and site_id in (select id from site where empresa_id = ${empresaId} and codigo like 'BENCH-%')`.execute(trx);
  await sql`delete from empresa where nome like ${`${EMPRESA_DO_BENCH}%`}`.execute(trx);
  await sql`delete from usuario where email like ${`${PESSOA_DO_BENCH}%`}`.execute(trx);
  await sql`update atividade_contador set ultimo = coalesce((select max(numero) from atividade where empresa_id = ${empresaId}), 0)
            where empresa_id = ${empresaId}`.execute(trx);
}

/**
 * Writes `total` activities as the tables' owner, with SQL (generate_series): half in the big
 * company (after its own, números following its counter), the rest spread over OUTRAS_EMPRESAS
 * new companies, each with its sites, service types and técnicos. Dates within two years either
 * side of now, to the microsecond; the status follows the date (most past ones concluded, most
 * future ones scheduled); one in ten of the big company's concluded ones carries the answers of
 * a demo activity (and its conformidade and failed questions); started and concluded ones carry
 * when. The counters end at each company's last número.
 */
export async function seedAtividades(db: Kysely<Database>, empresaId: string, total: number): Promise<void> {
  const metade = Math.floor(total / 2);
  await db.transaction().execute(async (trx) => {
    await limpar(trx, empresaId);
    await sql`insert into empresa (nome) select ${EMPRESA_DO_BENCH} || k from generate_series(1, ${OUTRAS_EMPRESAS}::int) as k`.execute(trx);
    await sql`
      create temp table bench_empresa on commit drop as
      select (row_number() over (order by e.id <> ${empresaId}, e.nome) - 1)::int as k, e.id, e.prefixo_atividade as prefixo,
             coalesce(c.ultimo, 0)::bigint as base, 0 as sites, 0 as tipos, 0 as pessoas
      from empresa e left join atividade_contador c on c.empresa_id = e.id
      where e.id = ${empresaId} or e.nome like ${`${EMPRESA_DO_BENCH}%`}`.execute(trx);

    await sql`
      create temp table bench_pessoa on commit drop as
      select gen_random_uuid() as id, e.id as empresa_id, m,
             ${PESSOA_DO_BENCH} || e.k || '-' || m || '@prumo.example' as email,
             (${texto(NOMES)})[1 + (e.k + m) % ${sql.lit(NOMES.length)}] || ' ' || (${texto(SOBRENOMES)})[1 + (e.k * 7 + m * 3) % ${sql.lit(SOBRENOMES.length)}] as nome
      from bench_empresa e, generate_series(1, case when e.k = 0 then ${TECNICOS_NA_EMPRESA}::int else ${TECNICOS_EM_OUTRA}::int end) as m`.execute(trx);
    await sql`insert into usuario (id, nome, email, senha_hash) select id, nome, email, '!' from bench_pessoa`.execute(trx);
    await sql`insert into membro (empresa_id, usuario_id, papel) select empresa_id, id, 'tecnico' from bench_pessoa`.execute(trx);

    const tipos = sql.join(TIPOS.map(([nome, cor]) => sql`(${sql.lit(nome)}, ${sql.lit(cor)})`));
    await sql`
      with tipo (nome, cor) as (values ${tipos})
      insert into tipo_servico (empresa_id, nome, cor) select e.id, t.nome, t.cor from bench_empresa e, tipo t where e.k > 0`.execute(trx);
    const empresas = await sql<{ id: string; k: number }>`select id, k from bench_empresa order by k`.execute(trx);
    for (const empresa of empresas.rows) await seedSites(trx, empresa.id, empresa.k === 0 ? SITES_NA_EMPRESA : SITES_EM_OUTRA);

    // Each company's sites, service types and responsáveis numbered from 0, to pick by remainder.
    await sql`
      create temp table bench_site on commit drop as
      select e.k, (row_number() over (partition by e.k order by s.id) - 1)::int as n, s.id
      from site s join bench_empresa e on e.id = s.empresa_id where s.ativo`.execute(trx);
    await sql`
      create temp table bench_tipo on commit drop as
      select e.k, (row_number() over (partition by e.k order by t.id) - 1)::int as n, t.id
      from tipo_servico t join bench_empresa e on e.id = t.empresa_id where t.ativo`.execute(trx);
    await sql`
      create temp table bench_responsavel on commit drop as
      select e.k, (row_number() over (partition by e.k order by m.usuario_id) - 1)::int as n, m.usuario_id as id
      from membro m join bench_empresa e on e.id = m.empresa_id where m.papel <> 'leitor'`.execute(trx);
    await sql`
      update bench_empresa e set
        sites = (select count(*) from bench_site s where s.k = e.k),
        tipos = (select count(*) from bench_tipo t where t.k = e.k),
        pessoas = (select count(*) from bench_responsavel r where r.k = e.k)`.execute(trx);

    await sql`
      insert into atividade (empresa_id, numero, codigo, status, titulo, tipo_servico_id, site_id, responsavel_id, prioridade,
                             agendada_para, prazo, questionario_id, questionario_versao, respostas, comentarios, versao, criado_em, atualizado_em,
                             iniciada_em, concluida_em, conformidade, perguntas_reprovadas)
      select e.id, e.base + x.j, e.prefixo || lpad((e.base + x.j)::text, 6, '0'), x.status,
             (${texto(SERVICOS)})[1 + x.i % ${sql.lit(SERVICOS.length)}] || ' ' || (${texto(EQUIPAMENTOS)})[1 + (x.i / 10) % ${sql.lit(EQUIPAMENTOS.length)}],
             t.id, s.id, case when x.r2 < 0.03 then null else r.id end,
             case when x.r2 < 0.2 then 'baixa' when x.r2 < 0.75 then 'normal' when x.r2 < 0.93 then 'alta' else 'urgente' end,
             x.em, case when x.i % 5 = 0 then null else x.em + (1 + x.i % 72) * interval '1 hour' end,
             q.questionario_id, q.questionario_versao, coalesce(q.respostas, '{}'), coalesce(q.comentarios, '{}'),
             case x.status when 'agendada' then 1 else 2 + x.i % 4 end, x.em - interval '15 days', least(x.em, now()),
             case when x.status in ('em_andamento', 'pausada', 'concluida') then x.em end,
             case when x.status = 'concluida' then x.em + (20 + x.i % 160) * interval '1 minute' end,
             q.conformidade, coalesce(q.perguntas_reprovadas, '{}')
      from (
        select y.*,
               case
                 when y.em < now() - interval '1 day' then
                   case when y.r < 0.80 then 'concluida' when y.r < 0.88 then 'cancelada' when y.r < 0.92 then 'em_andamento'
                        when y.r < 0.94 then 'pausada' else 'agendada' end
                 when y.em < now() + interval '1 day' then
                   case when y.r < 0.4 then 'agendada' when y.r < 0.7 then 'em_andamento' when y.r < 0.8 then 'pausada' else 'concluida' end
                 else case when y.r < 0.95 then 'agendada' else 'cancelada' end
               end as status
        from (
          select i,
                 case when i <= ${metade}::int then 0 else 1 + (i - ${metade}::int - 1) % ${OUTRAS_EMPRESAS}::int end as k,
                 case when i <= ${metade}::int then i else (i - ${metade}::int - 1) / ${OUTRAS_EMPRESAS}::int + 1 end as j,
                 now() + (random() * 4 - 2) * interval '365 days' as em,
                 random() as r, random() as r2
          from generate_series(1, ${total}::int) as i
        ) as y
      ) as x
      join bench_empresa e on e.k = x.k
      join bench_site s on s.k = x.k and s.n = (x.i * 31) % e.sites
      join bench_tipo t on t.k = x.k and t.n = (x.i / 7) % e.tipos
      join bench_responsavel r on r.k = x.k and r.n = (x.i * 13 + x.i / 1000) % e.pessoas
      left join lateral (
        select a.questionario_id, a.questionario_versao, a.respostas, a.comentarios, a.conformidade, a.perguntas_reprovadas from atividade a
        where a.empresa_id = ${empresaId} and a.status = 'concluida' and a.respostas <> '{}' order by a.numero limit 1
      ) as q on x.k = 0 and x.status = 'concluida' and x.i % 10 = 0`.execute(trx);

    await sql`
      insert into atividade_contador (empresa_id, ultimo)
      select empresa_id, max(numero) from atividade where empresa_id in (select id from bench_empresa) group by empresa_id
      on conflict (empresa_id) do update set ultimo = excluded.ultimo`.execute(trx);
  });
  // Outside the transaction: the visibility map lets a count read the index alone, and the
  // planner knows the painel's sums (migration 0031) the seed wrote, as autovacuum would allow.
  await sql`vacuum (analyze) atividade, painel_dia, painel_mes, painel_reprovacao_dia`.execute(db);
}
