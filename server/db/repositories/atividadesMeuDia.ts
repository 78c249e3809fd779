import { sql } from 'kysely';
import { MEU_DIA_MAX, type AtividadeDoDia } from '#contract/meuDia';
import { COLUNAS_RESUMO, comReferencias, toAtividadeResumo } from './atividades';
import type { Trx } from '../tenant';

const COLUNAS_SITE = [
  's.logradouro',
  's.numero as site_numero',
  's.complemento',
  's.bairro',
  's.cidade',
  's.uf',
  's.cep',
  's.latitude',
  's.longitude',
  's.contato_nome',
  's.contato_telefone',
] as const;

/**
 * A person's activities (cancelled ones left out) from the start of today to the end of the
 * `dias`-th day in the company's time zone, earliest first, with their sites' address and contact.
 */
export async function agendaDaPessoa(
  trx: Trx,
  empresaId: string,
  usuarioId: string,
  { agora, fuso, dias }: { agora: Date; fuso: string; dias: number },
): Promise<{ items: AtividadeDoDia[]; de: Date; ate: Date }> {
  const hoje = sql<string>`(${agora}::timestamptz at time zone ${fuso})::date`;
  const periodo = await sql<{ de: Date; ate: Date }>`select (${hoje})::timestamp at time zone ${fuso} as de, (${hoje} + ${dias}::int)::timestamp at time zone ${fuso} as ate`.execute(trx);
  const { de, ate } = periodo.rows[0]!;
  const rows = await comReferencias(trx, empresaId)
    .select([...COLUNAS_RESUMO, ...COLUNAS_SITE])
    .where('a.responsavel_id', '=', usuarioId)
    .where('a.status', '<>', 'cancelada')
    .where('a.agendada_para', '>=', de)
    .where('a.agendada_para', '<', ate)
    .orderBy('a.agendada_para')
    .orderBy('a.id')
    .limit(MEU_DIA_MAX)
    .execute();
  const items = rows.map((row) => {
    const resumo = toAtividadeResumo(row, agora);
    const site = {
      ...resumo.site,
      logradouro: row.logradouro,
      numero: row.site_numero,
      complemento: row.complemento,
      bairro: row.bairro,
      cidade: row.cidade,
      uf: row.uf,
      cep: row.cep,
      latitude: row.latitude,
      longitude: row.longitude,
      contato_nome: row.contato_nome,
      contato_telefone: row.contato_telefone,
    };
    return { ...resumo, site };
  });
  return { items, de: new Date(de), ate: new Date(ate) };
}
