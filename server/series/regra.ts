import { RRule, Weekday, type Options } from 'rrule';
import { TZDate } from '@date-fns/tz';
import { DIAS_DA_SEMANA, type DiaDaSemana, type Frequencia, type Recorrencia, type SerieDaAtividade } from '#contract/atividade';

/**
 * rrule reads its dates as wall-clock times written in UTC ("floating"): a rule is expanded over
 * the local time in the series' time zone, and each occurrence is then placed in that zone, so a
 * weekly 08:00 stays 08:00 when the clocks change.
 */
export function flutuante(instante: Date, fuso: string): Date {
  const local = new TZDate(instante.getTime(), fuso);
  return new Date(
    Date.UTC(local.getFullYear(), local.getMonth(), local.getDate(), local.getHours(), local.getMinutes(), local.getSeconds(), local.getMilliseconds()),
  );
}

/** The instant a floating wall-clock time names in `fuso`. */
export function noFuso(flutuante: Date, fuso: string): Date {
  const d = flutuante;
  return new Date(new TZDate(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds(), fuso).getTime());
}

const FREQ: Record<Frequencia, number> = { diaria: RRule.DAILY, semanal: RRule.WEEKLY, mensal: RRule.MONTHLY };
// rrule numbers the weekdays from Monday.
const DIA: Record<DiaDaSemana, Weekday> = { seg: RRule.MO, ter: RRule.TU, qua: RRule.WE, qui: RRule.TH, sex: RRule.FR, sab: RRule.SA, dom: RRule.SU };
const DIA_DO_RRULE: DiaDaSemana[] = ['seg', 'ter', 'qua', 'qui', 'sex', 'sab', 'dom'];

/** The last second of a local date, as a floating time: an UNTIL that keeps the whole day. */
function fimDoDia(data: string): Date {
  const [ano, mes, dia] = data.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(ano, mes - 1, dia, 23, 59, 59));
}

/**
 * The RRULE of a recurrence starting at the floating `inicio`. A monthly series on the 29th, 30th
 * or 31st takes the month's last day when it is shorter (BYMONTHDAY from the 28th up, the last
 * that exists), as people expect of "every month on the 31st".
 */
export function regraDa(recorrencia: Recorrencia, inicio: Date): string {
  const opcoes: Partial<Options> = { freq: FREQ[recorrencia.frequencia], interval: recorrencia.intervalo ?? 1 };
  if (recorrencia.frequencia === 'semanal' && recorrencia.dias_da_semana) {
    opcoes.byweekday = DIAS_DA_SEMANA.filter((dia) => recorrencia.dias_da_semana!.includes(dia)).map((dia) => DIA[dia]);
  }
  const diaDoMes = inicio.getUTCDate();
  if (recorrencia.frequencia === 'mensal' && diaDoMes > 28) {
    opcoes.bymonthday = Array.from({ length: diaDoMes - 27 }, (_, i) => 28 + i);
    opcoes.bysetpos = [-1];
  }
  if (recorrencia.vezes !== undefined) opcoes.count = recorrencia.vezes;
  else if (recorrencia.ate !== undefined) opcoes.until = fimDoDia(recorrencia.ate);
  return RRule.optionsToString(opcoes).replace(/^RRULE:/, '');
}

const dataDe = (flutuante: Date) => flutuante.toISOString().slice(0, 10);

/** The rule in the parts a person chose, as the screens put it in words. */
export function partesDa(regra: string): Omit<SerieDaAtividade, 'id' | 'regra' | 'inicio' | 'fuso' | 'encerrada'> {
  const opcoes = RRule.parseString(regra);
  const frequencia = (Object.keys(FREQ) as Frequencia[]).find((chave) => FREQ[chave] === opcoes.freq) ?? 'diaria';
  const dias = opcoes.byweekday as Weekday[] | null | undefined;
  return {
    frequencia,
    intervalo: opcoes.interval ?? 1,
    ...(frequencia === 'semanal' && dias?.length
      ? { dias_da_semana: DIAS_DA_SEMANA.filter((dia) => dias.some((d) => DIA_DO_RRULE[d.weekday] === dia)) }
      : {}),
    ...(opcoes.count != null ? { vezes: opcoes.count } : {}),
    ...(opcoes.until ? { ate: dataDe(opcoes.until) } : {}),
  };
}

/** The recurrence a stored rule was made from, to make it again from another start. */
export function recorrenciaDa(regra: string): Recorrencia {
  const { frequencia, intervalo, dias_da_semana, vezes, ate } = partesDa(regra);
  return { frequencia, intervalo, ...(dias_da_semana ? { dias_da_semana } : {}), ...(vezes !== undefined ? { vezes } : ate !== undefined ? { ate } : {}) };
}

export interface SerieNoTempo {
  regra: string;
  inicio: Date;
  fuso: string;
}

/** Whether the rule ends (after a number of times or on a date). */
export function temFim(regra: string): boolean {
  const opcoes = RRule.parseString(regra);
  return opcoes.count != null || opcoes.until != null;
}

/**
 * The occurrences of the series after `depoisDe` (exclusive; null: from the first) up to `ate`
 * (inclusive; null: to the rule's end), at most `maximo`, as instants.
 */
export function ocorrencias(serie: SerieNoTempo, { depoisDe, ate, maximo }: { depoisDe: Date | null; ate: Date | null; maximo: number }): Date[] {
  const rrule = new RRule({ ...RRule.parseString(serie.regra), dtstart: flutuante(serie.inicio, serie.fuso) });
  const de = depoisDe ? flutuante(depoisDe, serie.fuso) : null;
  const limite = ate ? flutuante(ate, serie.fuso) : null;
  const achadas: Date[] = [];
  rrule.all((data) => {
    if (limite && data.getTime() > limite.getTime()) return false;
    if (!de || data.getTime() > de.getTime()) achadas.push(data);
    return achadas.length < maximo;
  });
  return achadas.map((data) => noFuso(data, serie.fuso));
}

/** The rule cut to end on the local day before `ocorrencia`: what a split leaves the old series. */
export function regraAteAntesDe(regra: string, ocorrencia: Date, fuso: string): string {
  const vespera = new Date(flutuante(ocorrencia, fuso).getTime() - 86_400_000);
  return RRule.optionsToString({ ...RRule.parseString(regra), count: null, until: fimDoDia(dataDe(vespera)) }).replace(/^RRULE:/, '');
}

/** The rule for what remains from the `indice`-th occurrence (0 based) on, started again there. */
export function regraDoRestante(regra: string, indice: number): string {
  const opcoes = RRule.parseString(regra);
  if (opcoes.count == null) return regra;
  return RRule.optionsToString({ ...opcoes, count: Math.max(opcoes.count - indice, 1) }).replace(/^RRULE:/, '');
}
