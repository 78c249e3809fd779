import { sql, type Kysely } from 'kysely';
import type { Migration } from '../migrate';

const BREAKDOWNS = `'site_id', 'tipo_servico_id', 'responsavel_id', 'questionario_id'`;

/**
 * A table of a company's activities summed by `quando` (a day or a month) and one value of a
 * dimension: the counts, and the sums their means are made of.
 */
const tabelaDeSomas = (tabela: string, quando: string, dimensoes: string) => `create table ${tabela} (
     empresa_id uuid not null references empresa (id) on delete cascade,
     dimensao text not null check (dimensao in (${dimensoes})),
     ${quando} not null,
     valor uuid not null,
     atividades integer not null, concluidas integer not null, canceladas integer not null, avaliadas integer not null,
     soma_conformidade numeric not null, medidas integer not null, soma_minutos numeric not null,
     primary key (empresa_id, dimensao, ${quando.split(' ')[0]}, valor)
   )`;

const statements = [
  // A company's activities summed by the day they are scheduled for, in the company's time zone:
  // the whole day and each breakdown; and by month, the breakdowns only (docs/painel.md). The painel
  // of a period without filters sums these rows instead of the period's activities: a quarter's
  // sites are nearly one row a day each, and a few thousand a month. Keys lead with the dimension,
  // so a period's whole days (`todas`) are one range. Sums are numeric: a row that leaves takes
  // away exactly what it brought.
  tabelaDeSomas('painel_dia', 'dia date', `'todas', ${BREAKDOWNS}`),
  `select prumo_tabela_da_empresa('painel_dia')`,
  tabelaDeSomas('painel_mes', 'mes date check (extract(day from mes) = 1)', BREAKDOWNS),
  `select prumo_tabela_da_empresa('painel_mes')`,
  `create table painel_reprovacao_dia (
     empresa_id uuid not null references empresa (id) on delete cascade,
     dia date not null,
     questionario_id uuid not null,
     versao integer not null,
     pergunta_id text not null,
     reprovacoes integer not null,
     primary key (empresa_id, dia, questionario_id, versao, pergunta_id)
   )`,
  `select prumo_tabela_da_empresa('painel_reprovacao_dia')`,

  // The activities' columns the sums read: the sources of prumo_painel_sql select them.
  `create function prumo_painel_colunas() returns text
   language sql immutable
   as $$ select 'empresa_id, agendada_para, status, site_id, tipo_servico_id, responsavel_id, questionario_id,
                 questionario_versao, conformidade, iniciada_em, concluida_em, perguntas_reprovadas' $$`,

  // The statements that add the activities of `fonte` (a query of the activities' columns and
  // `sinal`: 1 adds a row, -1 takes it away) to the days', the months' and the failed questions'
  // sums. One text for the triggers, which read their transition tables, and for
  // prumo_painel_refazer, which reads a company's activities.
  // Rows whose every sum is zero (an update that moved nothing the painel counts) write nothing;
  // the rest are written in key order, so two transactions never wait on each other in a cycle.
  `create function prumo_painel_sql(fonte text) returns text[]
   language sql immutable
   as $$
   with somas (tabela, coluna, quando, dimensoes) as (
     values ('painel_dia', 'dia', '(m.agendada_para at time zone e.fuso_horario)::date', 'true'),
            ('painel_mes', 'mes', 'date_trunc(''month'', m.agendada_para at time zone e.fuso_horario)::date', 'd.dimensao <> ''todas''')
   )
   select array_agg(comando) from (
     select format($q$
       with mudancas as (%s),
       linhas as (
         select m.empresa_id, %3$s as quando, m.sinal,
                m.site_id, m.tipo_servico_id, m.responsavel_id, m.questionario_id,
                case when m.status = 'concluida' then m.sinal else 0 end as concluida,
                case when m.status = 'cancelada' then m.sinal else 0 end as cancelada,
                case when m.status = 'concluida' then m.conformidade::numeric end as conformidade,
                case when m.status = 'concluida' then (date_part('epoch', m.concluida_em - m.iniciada_em) / 60)::numeric end as minutos
         from mudancas m join empresa e on e.id = m.empresa_id
       )
       insert into %2$s as p (empresa_id, %4$s, dimensao, valor, atividades, concluidas, canceladas, avaliadas, soma_conformidade, medidas, soma_minutos)
       select l.empresa_id, l.quando, d.dimensao, d.valor,
              sum(l.sinal), sum(l.concluida), sum(l.cancelada),
              coalesce(sum(l.sinal) filter (where l.conformidade is not null), 0), coalesce(sum(l.sinal * l.conformidade), 0),
              coalesce(sum(l.sinal) filter (where l.minutos is not null), 0), coalesce(sum(l.sinal * l.minutos), 0)
       from linhas l
       cross join lateral (values ('todas', '00000000-0000-0000-0000-000000000000'::uuid), ('site_id', l.site_id),
         ('tipo_servico_id', l.tipo_servico_id), ('responsavel_id', l.responsavel_id), ('questionario_id', l.questionario_id)) as d (dimensao, valor)
       where d.valor is not null and %5$s
       group by l.empresa_id, l.quando, d.dimensao, d.valor
       having sum(l.sinal) <> 0 or sum(l.concluida) <> 0 or sum(l.cancelada) <> 0
           or coalesce(sum(l.sinal) filter (where l.conformidade is not null), 0) <> 0 or coalesce(sum(l.sinal * l.conformidade), 0) <> 0
           or coalesce(sum(l.sinal) filter (where l.minutos is not null), 0) <> 0 or coalesce(sum(l.sinal * l.minutos), 0) <> 0
       order by 1, 3, 2, 4
       on conflict (empresa_id, dimensao, %4$s, valor) do update set
         atividades = p.atividades + excluded.atividades, concluidas = p.concluidas + excluded.concluidas,
         canceladas = p.canceladas + excluded.canceladas, avaliadas = p.avaliadas + excluded.avaliadas,
         soma_conformidade = p.soma_conformidade + excluded.soma_conformidade,
         medidas = p.medidas + excluded.medidas, soma_minutos = p.soma_minutos + excluded.soma_minutos
     $q$, fonte, tabela, quando, coluna, dimensoes) as comando from somas
     union all
     select format($q$
       with mudancas as (%s)
       insert into painel_reprovacao_dia as p (empresa_id, dia, questionario_id, versao, pergunta_id, reprovacoes)
       select m.empresa_id, (m.agendada_para at time zone e.fuso_horario)::date, m.questionario_id, m.questionario_versao, r.pergunta_id, sum(m.sinal)
       from mudancas m join empresa e on e.id = m.empresa_id cross join lateral unnest(m.perguntas_reprovadas) as r (pergunta_id)
       where m.status = 'concluida' and m.questionario_id is not null and m.questionario_versao is not null
       group by 1, 2, 3, 4, 5
       having sum(m.sinal) <> 0
       order by 1, 2, 3, 4, 5
       on conflict (empresa_id, dia, questionario_id, versao, pergunta_id) do update set reprovacoes = p.reprovacoes + excluded.reprovacoes
     $q$, fonte)
   ) as comandos $$`,

  // After every statement that writes activities, in its transaction: a change that does not
  // commit never reaches the sums. As the tables' owner, so a seed or a migration counts too.
  `create function prumo_painel_somar() returns trigger
   language plpgsql security definer set search_path = public, pg_temp
   as $$
   declare
     colunas constant text := prumo_painel_colunas();
     comando text;
     mudou boolean;
   begin
     -- Most updates save answers or edit a text: nothing the painel counts moved, nothing to sum.
     if tg_op = 'UPDATE' then
       execute format('select exists (select from velhas v join novas n on n.empresa_id = v.empresa_id and n.id = v.id
                         where (%1$s) is distinct from (%2$s))', regexp_replace(colunas, '(\\w+)', 'v.\\1', 'g'), regexp_replace(colunas, '(\\w+)', 'n.\\1', 'g'))
         into mudou;
       if not mudou then
         return null;
       end if;
     end if;
     foreach comando in array prumo_painel_sql(case tg_op
       when 'INSERT' then format('select %s, 1 as sinal from novas', colunas)
       when 'DELETE' then format('select %s, -1 as sinal from velhas', colunas)
       else format('select %1$s, -1 as sinal from velhas union all select %1$s, 1 as sinal from novas', colunas)
     end) loop
       execute comando;
     end loop;
     return null;
   end $$`,
  `create trigger atividade_painel_inserida after insert on atividade referencing new table as novas
   for each statement execute function prumo_painel_somar()`,
  `create trigger atividade_painel_alterada after update on atividade referencing old table as velhas new table as novas
   for each statement execute function prumo_painel_somar()`,
  `create trigger atividade_painel_removida after delete on atividade referencing old table as velhas
   for each statement execute function prumo_painel_somar()`,

  // A company's sums from its activities: when its time zone moves the days' edges, and once here.
  `create function prumo_painel_refazer(empresa uuid) returns void
   language plpgsql security definer set search_path = public, pg_temp
   as $$
   declare
     comando text;
   begin
     delete from painel_dia where empresa_id = empresa;
     delete from painel_mes where empresa_id = empresa;
     delete from painel_reprovacao_dia where empresa_id = empresa;
     foreach comando in array prumo_painel_sql(format('select %s, 1 as sinal from atividade where empresa_id = %L', prumo_painel_colunas(), empresa)) loop
       execute comando;
     end loop;
   end $$`,
  `create function prumo_painel_fuso_mudou() returns trigger
   language plpgsql
   as $$
   begin
     perform prumo_painel_refazer(new.id);
     return null;
   end $$`,
  `create trigger empresa_painel_fuso after update of fuso_horario on empresa
   for each row when (old.fuso_horario is distinct from new.fuso_horario) execute function prumo_painel_fuso_mudou()`,
  `select prumo_painel_refazer(id) from empresa`,

  // The painel's atrasadas, the one figure that moves with the clock, read from the activities:
  // a past period's open ones are few, and this finds them without its concluded ones.
  `create index atividade_aberta_idx on atividade (empresa_id, agendada_para) include (prazo)
     where status not in ('concluida', 'cancelada')`,
];

export const painelSomado: Migration = {
  version: 31,
  name: 'painel_somado',
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
