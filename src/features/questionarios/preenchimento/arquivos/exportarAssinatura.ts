/** The size of the image sent, whatever the size and density of the screen it was drawn on. */
export const LARGURA_DA_ASSINATURA = 720;
export const ALTURA_DA_ASSINATURA = 240;

/** The signature as a PNG on white: the canvas drawn on, or else the name typed. */
export function exportarAssinatura(desenho: HTMLCanvasElement | null, nome: string): Promise<Blob | null> {
  const tela = document.createElement('canvas');
  tela.width = LARGURA_DA_ASSINATURA;
  tela.height = ALTURA_DA_ASSINATURA;
  const contexto = tela.getContext('2d');
  if (!contexto) return Promise.resolve(null);
  contexto.fillStyle = '#fff';
  contexto.fillRect(0, 0, LARGURA_DA_ASSINATURA, ALTURA_DA_ASSINATURA);
  if (desenho) contexto.drawImage(desenho, 0, 0, LARGURA_DA_ASSINATURA, ALTURA_DA_ASSINATURA);
  else {
    contexto.fillStyle = '#000';
    // The page's own font, the one the theme puts on the body.
    contexto.font = `italic 600 72px ${getComputedStyle(document.body).fontFamily || 'sans-serif'}`;
    contexto.textAlign = 'center';
    contexto.textBaseline = 'middle';
    contexto.fillText(nome, LARGURA_DA_ASSINATURA / 2, ALTURA_DA_ASSINATURA / 2, LARGURA_DA_ASSINATURA - 40);
  }
  return new Promise((resolve) => tela.toBlob(resolve, 'image/png'));
}
