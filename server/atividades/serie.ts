import { ATIVIDADE_MAX, DIAS_DA_SEMANA, type EscopoDaSerie, type Recorrencia } from '#contract/atividade';
import { comReferencias, type AtividadeCompleta } from '../db/repositories/atividades';
import { series } from '../db/repositories/series';
import type { SerieRow } from '../db/schema';
import type { Trx } from '../db/tenant';
import { flutuante, noFuso, ocorrencias, recorrenciaDa, regraAteAntesDe, regraDa } from '../series/regra';
import type { Retrato } from './carregar';

/**
 * The series an edit or a cancellation of `atual` reaches beyond it, locked until the
 * transaction ends (the round of server/series/gerar.ts and other scoped writes queue behind);
 * undefined for `so_esta` or a lone activity.
 */
export async function travarSerieDoEscopo(trx: Trx, empresaId: string, atual: AtividadeCompleta, escopo: EscopoDaSerie): Promise<SerieRow | undefined> {
  if (escopo === 'so_esta' || atual.serie_id === null) return undefined;
  return series.travar(trx, empresaId, atual.serie_id);
}

/**
 * The other activities of the series a scope reaches, locked, in the series' order: those still
 * agendadas (one started, concluded or cancelled is left as it is), after `atual` for
 * `esta_e_seguintes`.
 */
export async function atividadesDoEscopo(trx: Trx, empresaId: string, atual: AtividadeCompleta, escopo: EscopoDaSerie): Promise<AtividadeCompleta[]> {
  let query = comReferencias(trx, empresaId)
    .selectAll('a')
    .where('a.serie_id', '=', atual.serie_id)
    .where('a.status', '=', 'agendada')
    .where('a.id', '!=', atual.id);
  if (escopo === 'esta_e_seguintes') query = query.where('a.serie_ocorrencia', '>', atual.serie_ocorrencia);
  return query.orderBy('a.serie_ocorrencia').forUpdate('a').execute();
}

/** The model fields of a change, as the series keeps them for the activities it creates later. */
export function modeloDaMudanca(alterados: Partial<Retrato>): Partial<Omit<Retrato, 'agendada_para' | 'prazo'>> {
  const { agendada_para: _agendada, prazo: _prazo, ...modelo } = alterados;
  return modelo;
}

/** `instante` moved by `deslocamentoMs` on the wall clock of `fuso`: 08:00 moved a day is 08:00 the next day, whatever the clocks did. */
export function deslocar(instante: Date, deslocamentoMs: number, fuso: string): Date {
  return noFuso(new Date(flutuante(instante, fuso).getTime() + deslocamentoMs), fuso);
}

const DIA_MS = 86_400_000;
const diaFlutuante = (instante: Date, fuso: string) => Math.floor(flutuante(instante, fuso).getTime() / DIA_MS);

/** The recurrence moved `dias` days: a weekly one's weekdays move with it. */
function recorrenciaDeslocada(recorrencia: Recorrencia, dias: number): Recorrencia {
  if (!recorrencia.dias_da_semana) return recorrencia;
  const deslocados = recorrencia.dias_da_semana.map((dia) => DIAS_DA_SEMANA[(((DIAS_DA_SEMANA.indexOf(dia) + dias) % 7) + 7) % 7]!);
  return { ...recorrencia, dias_da_semana: deslocados };
}

/**
 * The schedule of `movidas` (the activities a scoped edit moved, already written at their new
 * time) moved `deslocamentoMs` on the wall clock: the rule starts again at the first of them,
 * moved. When the series keeps activities that did not move (earlier ones, started ones), it is
 * split: the old rule ends on the day before that occurrence and a new series, with what is left
 * of the rule, takes the moved ones. Each moved activity's occurrence moves with it.
 */
export async function reagendarSerie(trx: Trx, empresaId: string, serie: SerieRow, movidas: AtividadeCompleta[], deslocamentoMs: number, agora: Date): Promise<void> {
  const { fuso } = serie;
  const ordem = [...movidas].sort((a, b) => a.serie_ocorrencia!.getTime() - b.serie_ocorrencia!.getTime());
  const primeira = ordem[0]!.serie_ocorrencia!;
  const inicio = deslocar(primeira, deslocamentoMs, fuso);
  const anterior = { regra: serie.regra, inicio: serie.inicio, fuso };
  let recorrencia = recorrenciaDeslocada(recorrenciaDa(serie.regra), diaFlutuante(inicio, fuso) - diaFlutuante(primeira, fuso));
  if (recorrencia.vezes !== undefined) {
    const jaPassaram = ocorrencias(anterior, { depoisDe: null, ate: new Date(primeira.getTime() - 1), maximo: ATIVIDADE_MAX.ocorrencias + 1 }).length;
    recorrencia = { ...recorrencia, vezes: Math.max(recorrencia.vezes - jaPassaram, 1) };
  }
  const regra = regraDa(recorrencia, flutuante(inicio, fuso));
  // Every occurrence before the old next one exists: the new rule goes on from there, moved.
  const proxima_em =
    serie.proxima_em === null
      ? null
      : (ocorrencias({ regra, inicio, fuso }, { depoisDe: new Date(deslocar(serie.proxima_em, deslocamentoMs, fuso).getTime() - 1), ate: null, maximo: 1 })[0] ?? null);

  const ficam = await trx
    .selectFrom('atividade')
    .select('id')
    .where('empresa_id', '=', empresaId)
    .where('serie_id', '=', serie.id)
    .where('id', 'not in', ordem.map((atividade) => atividade.id))
    .limit(1)
    .executeTakeFirst();
  let destino = serie.id;
  if (ficam) {
    await series.update(trx, empresaId, serie.id, { regra: regraAteAntesDe(serie.regra, primeira, fuso), proxima_em: null });
    const { id: _id, empresa_id: _empresa, ...copia } = serie;
    destino = (await series.create(trx, empresaId, { ...copia, regra, inicio, proxima_em, criado_em: agora })).id;
  } else {
    await series.update(trx, empresaId, serie.id, { regra, inicio, proxima_em });
  }
  // One by one, the farthest first in the direction they move: an occurrence is never taken
  // while its activity still holds it (atividade_serie_ocorrencia_idx).
  const passos = deslocamentoMs > 0 ? [...ordem].reverse() : ordem;
  for (const atividade of passos) {
    await trx
      .updateTable('atividade')
      .set({ serie_id: destino, serie_ocorrencia: deslocar(atividade.serie_ocorrencia!, deslocamentoMs, fuso) })
      .where('empresa_id', '=', empresaId)
      .where('id', '=', atividade.id)
      .execute();
  }
}

/**
 * After cancelling `atual` with a scope: the series creates no more activities, from this
 * occurrence on (`esta_e_seguintes`: its rule ends the day before) or at all (`todas`).
 */
export async function encerrarSerie(trx: Trx, empresaId: string, serie: SerieRow, atual: AtividadeCompleta, escopo: EscopoDaSerie, agora: Date): Promise<void> {
  if (escopo === 'todas') await series.update(trx, empresaId, serie.id, { encerrada_em: agora, proxima_em: null });
  else await series.update(trx, empresaId, serie.id, { regra: regraAteAntesDe(serie.regra, atual.serie_ocorrencia!, serie.fuso), proxima_em: null });
}
