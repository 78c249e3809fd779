import type Sharp from 'sharp';
import type { Relatorio } from '#contract/relatorio';
import type { ImagemDoRelatorio } from './relatorioPdf';

/** What an image pdfkit cannot take as it is becomes: PNG keeps a logo's or a signature's strokes crisp, JPEG keeps a photo small. */
export type Formato = 'png' | 'jpeg';

// The report's largest box is 220 pt wide: 2048 px still prints above 600 dpi, and sharp then
// converts a huge image in a fraction of the time (it decodes it at a reduced scale).
const LADO_MAXIMO = 2048;

// Images read and converted ahead of the one being drawn: enough to keep sharp's threads busy
// while pdfkit draws, few enough that a report with hundreds of photos does not hold them all.
const ADIANTE = 4;

// libvips costs about 20 MB and 70 ms to load: only a process that draws a report pays for it.
let carregando: Promise<typeof Sharp> | null = null;
const sharp = (): Promise<typeof Sharp> => (carregando ??= import('sharp').then((modulo) => modulo.default));

/**
 * pdfkit embeds a JPEG, and an opaque PNG that is not interlaced, as they are; any other PNG it
 * decodes itself once image() has returned, where a decoding error escapes every try and ends the
 * process.
 */
async function pdfkitDecodifica(png: Buffer): Promise<boolean> {
  const { hasAlpha, isProgressive } = await (await sharp())(png).metadata();
  return hasAlpha || isProgressive;
}

/**
 * The image as pdfkit can draw it without decoding it: a JPEG or an opaque PNG as it is, anything
 * else (WebP, a PNG with transparency) converted to `formato`; null when its bytes cannot be
 * decoded, for the report to show a placeholder instead.
 */
export async function desenhavel(imagem: ImagemDoRelatorio, formato: Formato): Promise<ImagemDoRelatorio | null> {
  try {
    if (imagem.tipo === 'image/jpeg' || (imagem.tipo === 'image/png' && !(await pdfkitDecodifica(imagem.bytes)))) return imagem;
    const convertida = (await sharp())(imagem.bytes)
      .autoOrient()
      .resize({ width: LADO_MAXIMO, height: LADO_MAXIMO, fit: 'inside', withoutEnlargement: true })
      // The page is white: on it the image looks the same, and pdfkit gets an opaque image, which
      // it embeds without decoding.
      .flatten({ background: '#ffffff' });
    const bytes = await (formato === 'png' ? convertida.png() : convertida.jpeg({ quality: 85 })).toBuffer();
    return { bytes, tipo: `image/${formato}` };
  } catch {
    return null;
  }
}

/**
 * The files the report shows, in the order it draws them: the photos and signatures of its visible
 * answers, then the photos of the corrective actions checked or reopened on the visit.
 */
export function imagensDoRelatorio(relatorio: Relatorio): Array<{ id: string; formato: Formato }> {
  const dasRespostas = relatorio.secoes.flatMap((secao) =>
    secao.perguntas.flatMap((pergunta) => {
      if (pergunta.resposta?.tipo !== 'arquivos') return [];
      const formato: Formato = pergunta.tipo === 'assinatura' ? 'png' : 'jpeg';
      return pergunta.resposta.ids.map((id) => ({ id, formato }));
    }),
  );
  const dasAcoes = relatorio.acoes.flatMap((acao) => acao.fotos.map((id) => ({ id, formato: 'jpeg' as const })));
  return [...dasRespostas, ...dasAcoes];
}

/**
 * Gives the report's images one call at a time, in the order it draws them, each read and made
 * drawable a few ahead of the one asked for; an image that cannot be read or converted is null.
 */
export function imagensEmOrdem(relatorio: Relatorio, ler: (id: string) => Promise<ImagemDoRelatorio | null>): () => Promise<ImagemDoRelatorio | null> {
  const imagens = imagensDoRelatorio(relatorio);
  const emCurso: Array<Promise<ImagemDoRelatorio | null>> = [];
  let proxima = 0;
  const adiantar = () => {
    for (; proxima < imagens.length && emCurso.length <= ADIANTE; proxima += 1) {
      const { id, formato } = imagens[proxima]!;
      // Never rejects: a promise still waiting its turn would reject with no one to hear it.
      emCurso.push(ler(id).then((imagem) => imagem && desenhavel(imagem, formato)).catch(() => null));
    }
  };
  adiantar();
  return () => {
    const vez = emCurso.shift()!;
    adiantar();
    return vez;
  };
}
