import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Contagem } from '#contract/lista';

/** No reading asked for yet. */
const NENHUMA = Symbol('nenhuma');

/**
 * A large list's count, asked apart from its pages (GET /api/atividades/total, GET /api/sites/total)
 * only while `alvo`, the list's foot where it is shown, is in view, and once per `leitura`, the
 * first page as read (useLoadList's `reading`): most views of a list never scroll to its foot, and
 * none of them then counts a thousand rows (docs/listas.md). A new search made with the foot out
 * of view waits for the foot too. Without `contar`, or until the count arrives, null. Where the
 * browser cannot tell what is in view, the count is asked at once.
 */
export function useContagemAdiada(alvo: RefObject<Element | null>, leitura: unknown, contar?: () => Promise<Contagem>): Contagem | null {
  const [visivel, setVisivel] = useState(false);
  const [lida, setLida] = useState<{ leitura: unknown; contagem: Contagem } | null>(null);
  const pedida = useRef<unknown>(NENHUMA);
  const latest = useRef(contar);
  latest.current = contar;

  const quer = contar !== undefined;
  useEffect(() => {
    const elemento = alvo.current;
    if (!quer) return;
    if (!elemento || typeof IntersectionObserver === 'undefined') {
      setVisivel(true);
      return;
    }
    const observer = new IntersectionObserver((entradas) => setVisivel(entradas.at(-1)?.isIntersecting ?? false));
    observer.observe(elemento);
    return () => observer.disconnect();
  }, [alvo, quer]);

  useEffect(() => {
    const pedir = latest.current;
    if (!pedir || !visivel || pedida.current === leitura) return;
    pedida.current = leitura;
    pedir().then(
      (contagem) => {
        if (pedida.current === leitura) setLida({ leitura, contagem });
      },
      // Without its count the foot says how many rows are shown; the next reading asks again.
      () => {
        if (pedida.current === leitura) pedida.current = NENHUMA;
      },
    );
  }, [visivel, leitura, quer]);

  return lida && lida.leitura === leitura ? lida.contagem : null;
}
