/** A number field's text as the definition keeps it: empty or not a number is "not set". */
export function numeroOuNulo(texto: string): number | null {
  if (texto.trim() === '') return null;
  const numero = Number(texto.replace(',', '.'));
  return Number.isFinite(numero) ? numero : null;
}

/** Problem messages of one field of the selected item, for the field's helper text. */
export function mensagensDo(problemas: ReadonlyArray<{ campo: string; mensagem: string }>, campo: string): string[] {
  return problemas.filter((problema) => problema.campo === campo).map((problema) => problema.mensagem);
}
