/** The long side of a photo as it is kept and sent: a phone's 12 MP photo becomes a few hundred KB on the device (docs/outbox.md). */
export const LADO_MAXIMO = 1600;
const QUALIDADE_JPEG = 0.8;

/** The size that keeps the proportions with the long side at most `maximo`. */
export function tamanhoReduzido(largura: number, altura: number, maximo = LADO_MAXIMO): { largura: number; altura: number } {
  const escala = Math.min(1, maximo / Math.max(largura, altura));
  return { largura: Math.max(1, Math.round(largura * escala)), altura: Math.max(1, Math.round(altura * escala)) };
}

/**
 * The photo redrawn as a JPEG with its long side at most LADO_MAXIMO, turned as the camera meant
 * (createImageBitmap applies the EXIF orientation) and without its EXIF data (GPS included).
 * A browser that cannot decode it here sends the file as it is; the server still checks it.
 */
export async function reduzirImagem(arquivo: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') return arquivo;
  let imagem: ImageBitmap;
  try {
    imagem = await createImageBitmap(arquivo);
  } catch {
    return arquivo;
  }
  const { largura, altura } = tamanhoReduzido(imagem.width, imagem.height);
  const tela = new OffscreenCanvas(largura, altura);
  const contexto = tela.getContext('2d');
  if (!contexto) return arquivo;
  contexto.drawImage(imagem, 0, 0, largura, altura);
  imagem.close();
  return tela.convertToBlob({ type: 'image/jpeg', quality: QUALIDADE_JPEG });
}
