import type { SerieDaAtividade } from '#contract/atividade';
import type { SerieRow } from '../db/schema';
import { partesDa } from './regra';

/** The series as an activity's answer describes it: the stored rule and its parts. */
export function serieDescrita(serie: SerieRow): SerieDaAtividade {
  return {
    id: serie.id,
    regra: serie.regra,
    inicio: serie.inicio.toISOString(),
    fuso: serie.fuso,
    ...partesDa(serie.regra),
    encerrada: serie.encerrada_em !== null,
  };
}
