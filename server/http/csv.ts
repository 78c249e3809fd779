export type Celula = string | number | null;

// A cell that starts like a formula would run in the spreadsheet that opens the file (CSV
// injection); a leading apostrophe makes it text. Plain negative numbers stay numbers.
const FORMULA = /^[=+\-@\t\r]/;
const NUMERO = /^-?\d+(?:[.,]\d+)?$/;

function celula(value: Celula): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value).replace('.', ',');
  let text = value;
  if (FORMULA.test(text) && !NUMERO.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * CSV as Excel in Brazil opens it with a double click: UTF-8 with a byte order mark (or accents
 * come out garbled), `;` between cells (`,` is the decimal separator there), CRLF line ends.
 */
export function csv(cabecalho: readonly string[], linhas: Iterable<readonly Celula[]>): string {
  const out = [linhaCsv(cabecalho)];
  for (const linha of linhas) out.push(linhaCsv(linha));
  return `\uFEFF${out.join('\r\n')}\r\n`;
}

/** The same file written as its rows arrive, for exports too large to hold. */
export async function* csvEmPartes(cabecalho: readonly string[], linhas: AsyncIterable<readonly Celula[]>): AsyncGenerator<string> {
  yield `\uFEFF${linhaCsv(cabecalho)}\r\n`;
  for await (const linha of linhas) yield `${linhaCsv(linha)}\r\n`;
}

const linhaCsv = (linha: readonly Celula[]) => linha.map(celula).join(';');

/** A decimal number written the Brazilian way ("-23,5505"). */
export function decimalBr(value: number | null): string | null {
  return value === null ? null : String(value).replace('.', ',');
}
