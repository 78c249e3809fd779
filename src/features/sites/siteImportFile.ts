import { t } from '@lingui/core/macro';
import { COLUNAS_SITE, IMPORTACAO_MAX_LINHAS, type ColunaSite, type SiteLinha } from '#contract/sitesImportacao';
import type { ImportFile } from './siteImportMachine';
import { foldText } from '../../ui/foldText';

// read-excel-file types its cells loosely; each is looked at by its runtime type.
type Cell = unknown;

/** A header as a column key: "Código do site" is `codigo_do_site`. */
const fold = (text: string) =>
  foldText(text)
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** Headers people write for a column, beside its own name ("Código", "E-mail", "Estado" …). */
const ALIASES: Record<string, ColunaSite> = {
  email: 'contato_email',
  e_mail: 'contato_email',
  telefone: 'contato_telefone',
  contato: 'contato_nome',
  estado: 'uf',
  observacao: 'observacoes',
  obs: 'observacoes',
  endereco: 'logradouro',
  lat: 'latitude',
  lon: 'longitude',
  lng: 'longitude',
  situacao: 'ativo',
  relatorio_ao_cliente: 'enviar_relatorio_ao_cliente',
  enviar_relatorio: 'enviar_relatorio_ao_cliente',
};

function column(header: string): ColunaSite | null {
  const name = fold(header);
  return (COLUNAS_SITE as readonly string[]).includes(name) ? (name as ColunaSite) : (ALIASES[name] ?? null);
}

function text(cell: Cell, coluna: ColunaSite): string | null {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === 'boolean') return cell ? 'sim' : 'não';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  // A spreadsheet that took a CEP for a number dropped its leading zeros.
  if (typeof cell === 'number' && coluna === 'cep') return String(cell).padStart(8, '0');
  return String(cell).trim() || null;
}

const fail = (message: string) => Promise.reject({ status: null, body: { message } });

// FileReader rather than Blob.text(): it reads a File in every DOM the app runs in, the tests' included.
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });

async function rowsOf(file: File): Promise<Cell[][]> {
  if (/\.xlsx$/i.test(file.name)) {
    const { readSheet } = await import('read-excel-file/browser');
    return readSheet(file);
  }
  // The named export: a bundle's dynamic import of this CommonJS module has no `default`.
  const { parse } = await import('papaparse');
  // parse finds the delimiter: spreadsheets in Brazil save CSV with ";".
  return parse<string[]>((await readText(file)).replace(/^\uFEFF/, '')).data;
}

/**
 * Reads a CSV or XLSX file of sites: the first line names the columns (a site's field names, with
 * or without accents), each other non-blank line is a site. Loads its parser only when used.
 */
export async function readSiteFile(file: File): Promise<ImportFile> {
  if (!/\.(csv|txt|xlsx)$/i.test(file.name)) return fail(t`Escolha um arquivo CSV ou XLSX.`);
  let rows: Cell[][];
  try {
    rows = await rowsOf(file);
  } catch {
    return fail(t`Não foi possível ler o arquivo. Confira se é um CSV ou XLSX válido.`);
  }
  const [header = [], ...body] = rows;
  const columns = header.map((cell) => column(String(cell ?? '')));
  if (!columns.includes('nome')) return fail(t`A primeira linha do arquivo precisa nomear as colunas, com pelo menos “nome”.`);

  const linhas: SiteLinha[] = [];
  const arquivo: number[] = [];
  body.forEach((row, index) => {
    if (row.every((cell) => text(cell, 'nome') === null)) return;
    const linha: SiteLinha = {};
    columns.forEach((coluna, position) => {
      if (coluna) linha[coluna] = text(row[position], coluna);
    });
    linhas.push(linha);
    arquivo.push(index + 2);
  });
  if (linhas.length === 0) return fail(t`O arquivo não tem nenhuma linha de site depois do cabeçalho.`);
  if (linhas.length > IMPORTACAO_MAX_LINHAS) {
    return fail(t`O arquivo tem ${linhas.length} linhas; importe no máximo ${IMPORTACAO_MAX_LINHAS} de cada vez.`);
  }
  const ignoradas = header.filter((_, position) => columns[position] === null).map((cell) => String(cell ?? '')).filter(Boolean);
  return { linhas, arquivo, ignoradas };
}

/** A file with just the header, to fill in. */
export function templateCsv(): Blob {
  return new Blob([`${COLUNAS_SITE.join(';')}\n`], { type: 'text/csv;charset=utf-8' });
}
