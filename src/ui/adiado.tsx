import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

const GESTOS = ['pointerover', 'pointerdown', 'touchstart', 'keydown'] as const;
const aoPrimeiroGesto: (() => void)[] = [];
let gestoFeito = false;

function chegouOGesto(): void {
  gestoFeito = true;
  for (const gesto of GESTOS) window.removeEventListener(gesto, chegouOGesto, true);
  for (const work of aoPrimeiroGesto.splice(0)) work();
}
for (const gesto of GESTOS) window.addEventListener(gesto, chegouOGesto, { capture: true, passive: true });

/**
 * While a pointer is pressed, code that arrives waits for its release before it draws: drawing it
 * puts a new element where the old one was, and a press that began on the old one would end on
 * nothing — the very tap or click that asked for the code would be lost.
 */
let pressionado = false;
const aoSoltar: (() => void)[] = [];
function soltou(): void {
  // A task later: the click the release makes still goes to the element pressed.
  setTimeout(() => {
    pressionado = false;
    for (const work of aoSoltar.splice(0)) work();
  });
}
window.addEventListener('pointerdown', () => (pressionado = true), { capture: true, passive: true });
window.addEventListener('pointerup', soltou, { capture: true, passive: true });
window.addEventListener('pointercancel', soltou, { capture: true, passive: true });
const semPressao = (work: () => void) => (pressionado ? aoSoltar.push(work) : work());

/**
 * Runs `work` at the person's first gesture on the page (pointer, touch or key), the first moment
 * a tooltip or a menu could be wanted: code the first draw does not need is fetched then, so that
 * it neither competes with the page's own code and data nor makes the person wait later. The
 * browser's idle time would not do: it is idle while it waits for the page's data.
 */
export function aoInteragir(work: () => void): void {
  // Code that arrives after the first gesture (a page's chunk) asks for its parts at once.
  if (gestoFeito) work();
  else aoPrimeiroGesto.push(work);
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
): ((props: P) => ReactNode) & { carregar: () => void; useChegou: () => boolean } {
  let pronto: ComponentType<P> | null = null;
  let carga: Promise<unknown> | null = null;
  const ouvintes = new Set<() => void>();
  const carregar = () => {
    carga ??= load().then(
      (componente) =>
        semPressao(() => {
          pronto = componente;
          for (const ouvinte of ouvintes) ouvinte();
        }),
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
  /** Whether the code has arrived and draws; the render it changes in comes before the page does. */
  const useChegou = () => useSyncExternalStore(assinar, () => pronto !== null);
  return Object.assign(Adiado, { carregar, useChegou });
}
