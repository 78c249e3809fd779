import { instanteNoFuso, relogioNoFuso } from '../nova/dataHora';

/**
 * Days of the calendar as "YYYY-MM-DD" in the company's time zone. Their arithmetic is plain
 * calendar arithmetic (done in UTC, where no day is 23 or 25 hours long); only turning an instant
 * into a day, or a day and an hour back into an instant, goes through the time zone.
 */
const DIA = /^(\d{4})-(\d{2})-(\d{2})$/;

const emUtc = (dia: string): Date => new Date(`${dia}T00:00:00Z`);
const texto = (data: Date): string => data.toISOString().slice(0, 10);

export function isDia(valor: string | null | undefined): valor is string {
  if (!valor || !DIA.test(valor)) return false;
  const data = emUtc(valor);
  return !Number.isNaN(data.getTime()) && texto(data) === valor;
}

export function somarDias(dia: string, dias: number): string {
  const data = emUtc(dia);
  data.setUTCDate(data.getUTCDate() + dias);
  return texto(data);
}

/** 0 for Sunday … 6 for Saturday. */
export const diaDaSemana = (dia: string): number => emUtc(dia).getUTCDay();

/** Weeks run from Sunday to Saturday, as Brazilian calendars print them. */
export const inicioDaSemana = (dia: string): string => somarDias(dia, -diaDaSemana(dia));

export const inicioDoMes = (dia: string): string => `${dia.slice(0, 8)}01`;

/** The first day of the month `meses` away. */
export function somarMeses(dia: string, meses: number): string {
  const data = emUtc(inicioDoMes(dia));
  data.setUTCMonth(data.getUTCMonth() + meses);
  return texto(data);
}

export const fimDoMes = (dia: string): string => somarDias(somarMeses(dia, 1), -1);

/** Every day from `de` to `ate`, both included. */
export function diasEntre(de: string, ate: string): string[] {
  const dias: string[] = [];
  for (let dia = de; dia <= ate; dia = somarDias(dia, 1)) dias.push(dia);
  return dias;
}

/** The day the company's clock shows at `instante`. */
export const diaNoFuso = (instante: string | number, fuso: string): string =>
  relogioNoFuso(typeof instante === 'number' ? instante : Date.parse(instante), fuso).slice(0, 10);

/** The hour (0–23) the company's clock shows at `instante`. */
export const horaNoFuso = (instante: string, fuso: string): number => Number(relogioNoFuso(Date.parse(instante), fuso).slice(11, 13));

/**
 * The instant an activity scheduled at `agendada_para` moves to on `dia` (and at `hora`, when a
 * week's hour is chosen), keeping the minutes, and without `hora` the time of day, it had on the company's clock.
 */
export function movidaPara(agendada_para: string, fuso: string, dia: string, hora?: number): string {
  const relogio = relogioNoFuso(Date.parse(agendada_para), fuso);
  const hh = hora === undefined ? relogio.slice(11, 13) : String(hora).padStart(2, '0');
  return instanteNoFuso(`${dia}T${hh}:${relogio.slice(14, 16)}`, fuso) ?? agendada_para;
}

/** A day as a Date for Intl to name it, formatted with `timeZone: 'UTC'`. */
export const paraFormatar = (dia: string): Date => emUtc(dia);
