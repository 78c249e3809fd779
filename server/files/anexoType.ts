import type { AnexoTipo } from '#contract/atividadeAnexo';
import { imageType } from './imageType';
import { zipEntradas } from './zipEntradas';

/** The part each Office type cannot be without, beside [Content_Types].xml (ECMA-376 part 2). */
const PARTES_OFFICE: [string, AnexoTipo][] = [
  ['word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
];

function officeType(bytes: Buffer): AnexoTipo | null {
  const entradas = zipEntradas(bytes);
  if (!entradas?.includes('[Content_Types].xml')) return null;
  // Macros make a .docm or .xlsm, whatever the name says: not a type an activity takes.
  if (entradas.some((nome) => nome.endsWith('vbaProject.bin'))) return null;
  return PARTES_OFFICE.find(([parte]) => entradas.includes(parte))?.[1] ?? null;
}

/**
 * The attachment type the bytes themselves declare (their magic numbers), whatever name or MIME
 * type the upload claimed; null for anything else. A Word or Excel file is a ZIP archive whose
 * central directory lists the Office parts of its kind; any other ZIP is refused.
 */
export function anexoType(bytes: Buffer): AnexoTipo | null {
  const imagem = imageType(bytes);
  if (imagem) return imagem;
  if (bytes.length >= 5 && bytes.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50) return officeType(bytes);
  return null;
}
