import SignaturePad, { type PointGroup } from 'signature_pad';
import { useCallback, useEffect, useRef } from 'react';

/** signature_pad keeps points in the canvas's CSS pixels: a new width moves them by the same factor. */
function escalar(grupos: PointGroup[], fator: number): PointGroup[] {
  return grupos.map((grupo) => ({ ...grupo, points: grupo.points.map((ponto) => ({ ...ponto, x: ponto.x * fator, y: ponto.y * fator })) }));
}

/**
 * A smoothed signature pad on the canvas the returned ref is given, drawn at the screen's pixel
 * density and keeping its strokes when the canvas changes size (a phone turned sideways).
 * `aoRiscar` is called when a stroke begins.
 */
export function usePadDeAssinatura(aoRiscar: () => void) {
  const pad = useRef<{ assinatura: SignaturePad; canvas: HTMLCanvasElement } | null>(null);
  const aoRiscarAtual = useRef(aoRiscar);
  useEffect(() => {
    aoRiscarAtual.current = aoRiscar;
  }, [aoRiscar]);

  const tela = useCallback((canvas: HTMLCanvasElement | null) => {
    // A browser that cannot draw on a canvas still has the typed name.
    if (!canvas?.getContext('2d')) return undefined;
    const assinatura = new SignaturePad(canvas, { backgroundColor: '#fff', penColor: '#000', minWidth: 1, maxWidth: 3.5 });
    let largura = 0;
    const ajustar = () => {
      const nova = canvas.offsetWidth;
      if (nova === 0 || nova === largura) return;
      const densidade = Math.max(window.devicePixelRatio || 1, 1);
      const tracos = escalar(assinatura.toData(), largura ? nova / largura : 1);
      canvas.width = nova * densidade;
      canvas.height = canvas.offsetHeight * densidade;
      canvas.getContext('2d')?.scale(densidade, densidade);
      assinatura.fromData(tracos);
      largura = nova;
    };
    ajustar();
    const observador = new ResizeObserver(ajustar);
    observador.observe(canvas);
    const comecou = () => aoRiscarAtual.current();
    assinatura.addEventListener('beginStroke', comecou);
    pad.current = { assinatura, canvas };
    return () => {
      observador.disconnect();
      assinatura.removeEventListener('beginStroke', comecou);
      assinatura.off();
      pad.current = null;
    };
  }, []);

  const limpar = useCallback(() => pad.current?.assinatura.clear(), []);
  /** The canvas as drawn, or null when nothing was drawn on it. */
  const desenho = useCallback(() => (pad.current && !pad.current.assinatura.isEmpty() ? pad.current.canvas : null), []);

  return { tela, limpar, desenho };
}
