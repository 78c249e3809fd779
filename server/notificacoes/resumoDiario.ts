import { TZDate } from '@date-fns/tz';
import { HORA_DO_RESUMO_DIARIO } from '#contract/notificacaoPreferencias';

/**
 * The next digest's moment after `agora`: HORA_DO_RESUMO_DIARIO o'clock in the company's time
 * zone, today if that is still ahead, else tomorrow (a day of 23 or 25 hours keeps the local hour).
 */
export function horaDoProximoResumo(agora: Date, fusoHorario: string): Date {
  const local = new TZDate(agora.getTime(), fusoHorario);
  const naData = (dias: number) => new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + dias, HORA_DO_RESUMO_DIARIO, 0, 0, fusoHorario);
  const hoje = naData(0);
  return new Date((hoje.getTime() > agora.getTime() ? hoje : naData(1)).getTime());
}
