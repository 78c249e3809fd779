import type { ImagemTipo } from '#contract/imagem';

/**
 * The image type the bytes themselves declare (their magic numbers), whatever name or MIME type
 * the upload claimed: PNG, JPEG or WebP; null for anything else.
 */
export function imageType(bytes: Buffer): ImagemTipo | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  return null;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const EXTENSIONS: Record<ImagemTipo, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
