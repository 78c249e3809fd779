import { execFile } from 'node:child_process';
import path from 'node:path';

/** An image a page paints: its size in pixels, and the box it fills in points from the page's top left. */
export interface ImagemDoPdf {
  largura: number;
  altura: number;
  caixa: { x: number; y: number; largura: number; altura: number };
}

export interface PaginaDoPdf {
  /** In points. */
  largura: number;
  altura: number;
  /** The page's text, its pieces joined by spaces. */
  texto: string;
  imagens: ImagemDoPdf[];
}

export interface PdfLido {
  paginas: PaginaDoPdf[];
  titulo: string | null;
}

/** Parses a PDF with PDF.js (in its own process): its pages' size, text and images, and its title. */
export function lerPdf(bytes: Buffer): Promise<PdfLido> {
  return new Promise((resolve, reject) => {
    const leitor = execFile(process.execPath, [path.join(__dirname, 'lerPdf.mjs')], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`PDF ilegível: ${stderr || error.message}`));
      else resolve(JSON.parse(stdout) as PdfLido);
    });
    leitor.stdin?.end(bytes);
  });
}
