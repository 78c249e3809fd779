import type { AtividadeDoDia } from '#contract/meuDia';

// Making a formatter costs far more than using one, and the agenda asks for every card on every draw.
const formatosPorFuso = new Map<string, Intl.DateTimeFormat>();

/** The date (YYYY-MM-DD) of an instant in a time zone. */
export function diaEm(instante: Date | string, fuso: string): string {
  let formato = formatosPorFuso.get(fuso);
  if (!formato) {
    formato = new Intl.DateTimeFormat('en-CA', { timeZone: fuso, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatosPorFuso.set(fuso, formato);
  }
  return formato.format(new Date(instante));
}

/** The date `dias` days after a YYYY-MM-DD date. */
export function diaMais(dia: string, dias: number): string {
  const data = new Date(`${dia}T00:00:00Z`);
  data.setUTCDate(data.getUTCDate() + dias);
  return data.toISOString().slice(0, 10);
}

export interface Dia {
  dia: string;
  atividades: AtividadeDoDia[];
}

/** The activities by their date in the company's time zone, in the order they come (the API's, by time). */
export function porDia(atividades: AtividadeDoDia[], fuso: string): Dia[] {
  const dias: Dia[] = [];
  for (const atividade of atividades) {
    const dia = diaEm(atividade.agendada_para, fuso);
    const ultimo = dias[dias.length - 1];
    if (ultimo?.dia === dia) ultimo.atividades.push(atividade);
    else dias.push({ dia, atividades: [atividade] });
  }
  return dias;
}
