const RELOGIO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Milliseconds the time zone's clock is ahead of UTC at `instante`. */
function desvio(instante: number, fuso: string): number {
  const partes = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: fuso,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instante)
      .map((parte) => [parte.type, Number(parte.value)]),
  );
  const relogio = Date.UTC(partes.year!, partes.month! - 1, partes.day!, partes.hour!, partes.minute!, partes.second!);
  return relogio - Math.floor(instante / 1000) * 1000;
}

/**
 * The instant a date-and-time field ("2026-03-10T09:00") names in the company's time zone, not
 * the browser's: a manager travelling still schedules in the company's hours. Null when empty or malformed.
 */
export function instanteNoFuso(local: string, fuso: string): string | null {
  const partes = RELOGIO.exec(local);
  if (!partes) return null;
  const [ano, mes, dia, hora, minuto] = partes.slice(1).map(Number) as [number, number, number, number, number];
  const relogio = Date.UTC(ano, mes - 1, dia, hora, minuto);
  // Measured again at the first guess: the offset may change (summer time) between the two.
  const primeiro = relogio - desvio(relogio, fuso);
  return new Date(relogio - desvio(primeiro, fuso)).toISOString();
}

/** The date and time the company's clock shows at `instante`, as a date-and-time field holds it. */
export function relogioNoFuso(instante: number, fuso: string): string {
  return new Date(instante + desvio(instante, fuso)).toISOString().slice(0, 16);
}
