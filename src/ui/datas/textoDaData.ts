import { format, isValid, parse } from 'date-fns';
import type { TipoDeData } from './campoData';

const FORMATOS: Record<TipoDeData, string> = { data: 'yyyy-MM-dd', dataHora: "yyyy-MM-dd'T'HH:mm", hora: 'HH:mm' };

/**
 * The picker's date for a form's text. The picker reads the browser's clock, so the date carries
 * the same wall-clock reading as the text: the form turns it into an instant in the company's zone.
 */
export function dataDoTexto(texto: string, tipo: TipoDeData): Date | null {
  if (!texto) return null;
  const data = parse(texto, FORMATOS[tipo], new Date(2000, 0, 1));
  return isValid(data) ? data : null;
}

/** The form's text for the picker's date: empty while the date is missing or half typed. */
export function textoDaData(data: Date | null, tipo: TipoDeData): string {
  return data && isValid(data) ? format(data, FORMATOS[tipo]) : '';
}
