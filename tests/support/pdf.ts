import { execFile } from 'node:child_process';
import path from 'node:path';

export interface PdfLido {
  /** Each page's text, its pieces joined by spaces. */
  paginas: string[];
  titulo: string | null;
}

/** Parses a PDF with PDF.js (in its own process) and answers its pages' text and its title. */
export function lerPdf(bytes: Buffer): Promise<PdfLido> {
  return new Promise((resolve, reject) => {
    const leitor = execFile(process.execPath, [path.join(__dirname, 'lerPdf.mjs')], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`PDF ilegível: ${stderr || error.message}`));
      else resolve(JSON.parse(stdout) as PdfLido);
    });
    leitor.stdin?.end(bytes);
  });
}
