import { sql } from 'kysely';
import { STATUS_ACAO_A_CORRIGIR } from '#contract/acaoStatus';
import type { PapelDaAcao, Pergunta } from '#contract/questionario';
import { semAcento } from '../db/repositories/registros';
import type { Trx } from '../db/tenant';
import { responsaveisValidos } from '../atividades/referencias';

interface Candidato {
  id: string;
  papel: PapelDaAcao;
  abertas: number;
  /** Position by name then id within the papel: the tie-break, ordered by the database like the responsável lists. */
  ordem: number;
}

/** The company's members of these papéis, each with their actions still open. */
async function candidatos(trx: Trx, empresaId: string, papeis: readonly PapelDaAcao[]): Promise<Candidato[]> {
  if (papeis.length === 0) return [];
  const rows = await trx
    .selectFrom('membro')
    .innerJoin('usuario_da_empresa as u', 'u.id', 'membro.usuario_id')
    .leftJoin('acao', (join) =>
      join.onRef('acao.empresa_id', '=', 'membro.empresa_id').onRef('acao.responsavel_id', '=', 'membro.usuario_id').on('acao.status', 'in', STATUS_ACAO_A_CORRIGIR),
    )
    .select([
      'membro.usuario_id as id',
      'membro.papel',
      sql<number>`count(acao.id)::int`.as('abertas'),
      sql<number>`row_number() over (partition by membro.papel order by ${semAcento('u.nome')}, u.id)::int`.as('ordem'),
    ])
    .where('membro.empresa_id', '=', empresaId)
    .where('membro.papel', 'in', papeis)
    .groupBy(['membro.usuario_id', 'membro.papel', 'u.nome', 'u.id'])
    .execute();
  return rows.map((row) => ({ ...row, papel: row.papel as PapelDaAcao }));
}

/**
 * Who each failed question's action goes to (docs/acoes.md): the person the builder named while
 * they still take work here; for a named papel, its member with the fewest open actions, counting
 * those this conclusion already gave out, so that several questions naming one papel spread over
 * its members; otherwise, or when nobody fits, the activity's responsável. Runs under the
 * conclusion's lock, after the site's reincidências are settled.
 */
export async function responsaveisDasFalhas(
  trx: Trx,
  empresaId: string,
  perguntas: readonly Pergunta[],
  daAtividade: string | null,
): Promise<Map<string, string | null>> {
  const nomeados = perguntas.flatMap((pergunta) => pergunta.acao_responsavel_id ?? []);
  const papeis = [...new Set(perguntas.flatMap((pergunta) => (pergunta.acao_responsavel_id ? [] : (pergunta.acao_responsavel_papel ?? []))))];
  const presentes = await responsaveisValidos(trx, empresaId, nomeados);
  const membros = await candidatos(trx, empresaId, papeis);

  const escolher = (papel: PapelDaAcao): string | null => {
    let melhor: Candidato | undefined;
    for (const candidato of membros) {
      if (candidato.papel !== papel) continue;
      if (!melhor || candidato.abertas < melhor.abertas || (candidato.abertas === melhor.abertas && candidato.ordem < melhor.ordem)) melhor = candidato;
    }
    if (!melhor) return null;
    melhor.abertas += 1;
    return melhor.id;
  };

  return new Map(
    perguntas.map((pergunta) => {
      const { acao_responsavel_id: pessoa, acao_responsavel_papel: papel } = pergunta;
      if (pessoa) return [pergunta.id, presentes.has(pessoa) ? pessoa : daAtividade];
      return [pergunta.id, (papel && escolher(papel)) || daAtividade];
    }),
  );
}
