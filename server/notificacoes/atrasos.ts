import { sql, type Kysely } from 'kysely';
import type { TipoNotificacao } from '#contract/notificacaoTextos';
import type { Clock } from '../clock';
import { notificacoes } from '../db/repositories/notificacoes';
import type { Database } from '../db/schema';
import { comoDono, inEmpresa, type Trx } from '../db/tenant';
import { linkDaAcao, linkDaAtividade, notificar } from './notificar';

/** Companies visited per round, and records of each kind told of per company: a backlog goes in several rounds. */
const EMPRESAS_POR_RODADA = 50;
const REGISTROS_POR_EMPRESA = 100;

/**
 * What is overdue and may still be told of, per table: the prazo passed, the record still in the
 * hands of its responsável (as its `atrasada`, server/db/repositories/atividades.ts and acoes.ts),
 * and that prazo not told of yet. The partial indexes of migration 0024 hold exactly these rows.
 */
const ATRASOS = {
  atividade: { emAberto: sql`status not in ('concluida', 'cancelada')`, tipo: 'atividade_atrasada', link: linkDaAtividade },
  acao: { emAberto: sql`status in ('aberta', 'em_andamento')`, tipo: 'acao_atrasada', link: linkDaAcao },
} as const satisfies Record<string, { emAberto: unknown; tipo: TipoNotificacao; link: (id: string) => string }>;
type Tabela = keyof typeof ATRASOS;

/** The rows of `tabela` overdue at `agora` and not told of yet: one condition, for the round and the seed alike. */
const aAvisar = (tabela: Tabela, agora: Date) =>
  sql`prazo < ${agora} and atraso_avisado_prazo is distinct from prazo and ${ATRASOS[tabela].emAberto}`;

export interface AvisoDeAtrasos {
  db: Kysely<Database>;
  clock: Clock;
  /** Publishes the live events the committed rounds wrote (the bell of who is notified). */
  publicarAoVivo(): Promise<void>;
}

/**
 * Notifies, once per prazo, each activity and corrective action whose prazo has passed: its
 * responsável, or the company's admins and gestores when it has none. The record is marked with
 * the prazo told of in the same transaction as its notifications, under its row's lock: two rounds
 * or two processes never both notify it, and a new prazo (an edit) arms it again. Answers how many
 * records were told of.
 */
export async function avisarAtrasos({ db, clock, publicarAoVivo }: AvisoDeAtrasos): Promise<number> {
  const agora = clock();
  const empresas = await comoDono('avisos-de-atraso', async () => {
    const { rows } = await sql<{ empresa_id: string }>`
      select empresa_id from atividade where ${aAvisar('atividade', agora)}
      union
      select empresa_id from acao where ${aAvisar('acao', agora)}
      limit ${EMPRESAS_POR_RODADA}`.execute(db);
    return rows.map((row) => row.empresa_id);
  });

  let avisados = 0;
  for (const empresaId of empresas) {
    avisados += await inEmpresa(db, empresaId, async (trx) => {
      let naEmpresa = 0;
      for (const tabela of Object.keys(ATRASOS) as Tabela[]) naEmpresa += await avisarNaTabela(trx, empresaId, tabela, agora);
      return naEmpresa;
    });
  }
  if (avisados > 0) await publicarAoVivo();
  return avisados;
}

async function avisarNaTabela(trx: Trx, empresaId: string, tabela: Tabela, agora: Date): Promise<number> {
  const { tipo, link } = ATRASOS[tabela];
  // A row another transaction holds (an edit under way) is skipped, not waited for: the next
  // round finds it, and the recheck of the update's own conditions tells it of once.
  const { rows } = await sql<{ id: string; codigo: string; titulo: string; responsavel_id: string | null }>`
    update ${sql.table(tabela)} set atraso_avisado_prazo = prazo
     where empresa_id = ${empresaId} and ${aAvisar(tabela, agora)}
       and id in (
         select id from ${sql.table(tabela)}
          where empresa_id = ${empresaId} and ${aAvisar(tabela, agora)}
          order by prazo
          limit ${REGISTROS_POR_EMPRESA}
          for update skip locked)
    returning id, codigo, titulo, responsavel_id`.execute(trx);
  if (rows.length === 0) return 0;
  const semResponsavel = rows.some((row) => row.responsavel_id === null) ? await notificacoes.quemVerifica(trx, empresaId) : [];
  for (const row of rows) {
    await notificar(trx, empresaId, { por: null, agora }, row.responsavel_id ? [row.responsavel_id] : semResponsavel, {
      tipo,
      params: { codigo: row.codigo, titulo: row.titulo },
      link: link(row.id),
    });
  }
  return rows.length;
}

/**
 * Marks what is overdue now as told of without telling anyone: for records whose prazo passed
 * in a past that is not news (the demo company's seed).
 */
export async function atrasosJaSabidos(trx: Trx, empresaId: string, agora: Date): Promise<void> {
  for (const tabela of Object.keys(ATRASOS) as Tabela[]) {
    await sql`update ${sql.table(tabela)} set atraso_avisado_prazo = prazo
               where empresa_id = ${empresaId} and ${aAvisar(tabela, agora)}`.execute(trx);
  }
}
