import { useLayoutEffect, useRef } from 'react';
import type { LinearProgressProps } from '@mui/material/LinearProgress';
import type { MenuProps } from '@mui/material/Menu';
import type { PopoverProps } from '@mui/material/Popover';
import type { TooltipProps } from '@mui/material/Tooltip';
import { adiado } from './adiado';

// MUI's parts that the first draw of a page does not show, with their poppers, modals and
// transitions: they arrive with the person's first gesture (adiado.tsx), or at once when opened first.
const partes = () => import('./muiPartes');

const TooltipAdiado = adiado<TooltipProps>(() => partes().then((module) => module.Tooltip), {
  Enquanto: ({ children }) => children,
});

const FOCAVEL = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A tooltip; until its code arrives the element alone, which carries its own name. The arrival
 * puts the element inside the tooltip, a new element in the page: one that had the focus (a person
 * moving by keyboard when the code came) gets it back.
 */
export function Dica(props: TooltipProps) {
  const caixa = useRef<HTMLSpanElement>(null);
  const chegou = TooltipAdiado.useChegou();
  const focadoAoChegar = useRef<boolean | null>(null);
  // Read in the render the arrival causes, while the page still holds the old element.
  if (chegou && focadoAoChegar.current === null) focadoAoChegar.current = caixa.current?.contains(document.activeElement) ?? false;
  useLayoutEffect(() => {
    if (focadoAoChegar.current) caixa.current?.querySelector<HTMLElement>(FOCAVEL)?.focus();
  }, [chegou]);
  return (
    <span ref={caixa} style={{ display: 'contents' }}>
      <TooltipAdiado {...props} />
    </span>
  );
}

/** A menu, drawn from the first time it opens. */
export const MenuAdiado = adiado<MenuProps>(() => partes().then((module) => module.Menu), { urgente: ({ open }) => open });

/** A popover, drawn from the first time it opens. */
export const PopoverAdiado = adiado<PopoverProps>(() => partes().then((module) => module.Popover), {
  urgente: ({ open }) => open,
});

/** A progress bar for work that follows the first draw (a reload, a send). */
export const BarraAdiada = adiado<LinearProgressProps>(() => partes().then((module) => module.LinearProgress), {
  urgente: () => true,
});
