import { MENSAGENS_DO_CAMPO, type TextosDoCampo } from './mensagensDoCampo';

/** Keeps only the digits: "01310-100" and "01310100" are the same CEP. */
export function cepDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** The message beside the field, or null when the CEP is fine (8 digits, with or without the mask). */
export function problemaCep(value: string, textos: TextosDoCampo = MENSAGENS_DO_CAMPO): string | null {
  if (!/^[\d\s.-]*$/.test(value)) return textos.cep_nao_numerico();
  const digits = cepDigits(value);
  if (digits.length !== 8) return textos.cep_digitos();
  if (digits === '00000000') return textos.cep_invalido();
  return null;
}

/** "01310100" → "01310-100"; anything that is not 8 digits is returned as typed (the mask of the field). */
export function formatCep(value: string): string {
  const digits = cepDigits(value);
  return digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : value;
}
