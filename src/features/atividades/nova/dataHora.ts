import { TZDate } from '@date-fns/tz';

const RELOGIO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const doisDigitos = (valor: number) => String(valor).padStart(2, '0');

/**
 * The instant a date-and-time field ("2026-03-10T09:00") names in the company's time zone, not
 * the browser's: a manager travelling still schedules in the company's hours. Null when empty or malformed.
 */
export function instanteNoFuso(local: string, fuso: string): string | null {
  const partes = RELOGIO.exec(local);
  if (!partes) return null;
  const [ano, mes, dia, hora, minuto] = partes.slice(1).map(Number) as [number, number, number, number, number];
  return new Date(new TZDate(ano, mes - 1, dia, hora, minuto, fuso).getTime()).toISOString();
}

/** The date and time the company's clock shows at `instante`, as a date-and-time field holds it. */
export function relogioNoFuso(instante: number, fuso: string): string {
  const relogio = new TZDate(instante, fuso);
  return `${relogio.getFullYear()}-${doisDigitos(relogio.getMonth() + 1)}-${doisDigitos(relogio.getDate())}T${doisDigitos(relogio.getHours())}:${doisDigitos(relogio.getMinutes())}`;
}
