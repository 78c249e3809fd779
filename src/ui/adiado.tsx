import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

const GESTOS = ['pointerover', 'pointerdown', 'touchstart', 'keydown'] as const;
const aoPrimeiroGesto: (() => void)[] = [];

function chegouOGesto(): void {
  for (const gesto of GESTOS) window.removeEventListener(gesto, chegouOGesto, true);
  for (const work of aoPrimeiroGesto.splice(0)) work();
}
for (const gesto of GESTOS) window.addEventListener(gesto, chegouOGesto, { capture: true, passive: true });

/**
 * Runs `work` at the person's first gesture on the page (pointer, touch or key), the first moment
 * a tooltip or a menu could be wanted: code the first draw does not need is fetched then, so that
 * it neither competes with the page's own code and data nor makes the person wait later. The
 * browser's idle time would not do: it is idle while it waits for the page's data.
 */
export function aoInteragir(work: () => void): void {
  aoPrimeiroGesto.push(work);
}

const nada = (): ReactNode => null;

/**
 * A component whose code is fetched at the person's first gesture (aoInteragir), or at once when
 * `urgente` says it must show now; until it has arrived `Enquanto` draws in its place. Once
 * arrived it draws at once, with no Suspense. `carregar` asks for it now.
 */
export function adiado<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { Enquanto = nada, urgente = () => false }: { Enquanto?: (props: P) => ReactNode; urgente?: (props: P) => boolean } = {},
): ((props: P) => ReactNode) & { carregar: () => void } {
  let pronto: ComponentType<P> | null = null;
  let carga: Promise<unknown> | null = null;
  const ouvintes = new Set<() => void>();
  const carregar = () => {
    carga ??= load().then(
      (componente) => {
        pronto = componente;
        for (const ouvinte of ouvintes) ouvinte();
      },
      // Code that never arrived is asked for again the next time it is needed.
      () => {
        carga = null;
      },
    );
  };
  const assinar = (ouvinte: () => void) => {
    ouvintes.add(ouvinte);
    return () => ouvintes.delete(ouvinte);
  };
  aoInteragir(carregar);
  function Adiado(props: P) {
    const Componente = useSyncExternalStore(assinar, () => pronto);
    if (Componente) return <Componente {...props} />;
    if (urgente(props)) carregar();
    return <Enquanto {...props} />;
  }
  return Object.assign(Adiado, { carregar });
}
