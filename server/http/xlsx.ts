import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Celula } from './csv';

/** Until the reader has taken what waits, or has gone. */
const alcancada = (saida: PassThrough) =>
  new Promise<void>((resolve) => {
    const fim = () => {
      saida.off('drain', fim);
      saida.off('close', fim);
      resolve();
    };
    saida.on('drain', fim);
    saida.on('close', fim);
  });

/**
 * A one-sheet workbook written as its rows arrive (exceljs's streaming writer: each row leaves
 * memory once committed, and the next waits while the reader is behind). Texts stay texts: a
 * cell is never written as a formula.
 */
export function xlsxEmPartes(nomeDaPlanilha: string, cabecalho: readonly string[], linhas: AsyncIterable<readonly Celula[]>): Readable {
  const saida = new PassThrough();
  const livro = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: saida, useStyles: true, useSharedStrings: false });
  const planilha = livro.addWorksheet(nomeDaPlanilha, { views: [{ state: 'frozen', ySplit: 1 }] });
  void (async () => {
    const titulos = planilha.addRow([...cabecalho]);
    titulos.font = { bold: true };
    titulos.commit();
    for await (const linha of linhas) {
      planilha.addRow([...linha]).commit();
      // A reader slower than the database (a phone, a slow network) holds the next rows back.
      if (saida.writableNeedDrain) await alcancada(saida);
      // The reader went away: nothing more is read for it.
      if (saida.destroyed) return;
    }
    planilha.commit();
    await livro.commit();
  })().catch((error: unknown) => saida.destroy(error as Error));
  return saida;
}
