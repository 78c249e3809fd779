import type { AnexoTipo } from '../../contract/atividadeAnexo';
import { imageType } from './imageType';

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Whether a ZIP archive holds an entry of this name (entry names are stored uncompressed in its headers). */
const temEntrada = (bytes: Buffer, nome: string) => bytes.includes(Buffer.from(nome, 'latin1'));

/**
 * The attachment type the bytes themselves declare (their magic numbers), whatever name or MIME
 * type the upload claimed; null for anything else. A Word or Excel file is a ZIP archive with the
 * Office parts of its kind; any other ZIP is refused.
 */
export function anexoType(bytes: Buffer): AnexoTipo | null {
  const imagem = imageType(bytes);
  if (imagem) return imagem;
  if (bytes.length >= 5 && bytes.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  if (bytes.length >= 4 && bytes.subarray(0, 4).equals(ZIP) && temEntrada(bytes, '[Content_Types].xml')) {
    if (temEntrada(bytes, 'word/document.xml')) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    if (temEntrada(bytes, 'xl/workbook.xml')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  }
  return null;
}
