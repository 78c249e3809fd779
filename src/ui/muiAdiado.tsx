import type { LinearProgressProps } from '@mui/material/LinearProgress';
import type { MenuProps } from '@mui/material/Menu';
import type { PopoverProps } from '@mui/material/Popover';
import type { TooltipProps } from '@mui/material/Tooltip';
import { adiado } from './adiado';

// MUI's parts that the first draw of a page does not show, with their poppers, modals and
// transitions: they arrive with the person's first gesture (adiado.tsx), or at once when opened first.

/** A tooltip; until its code arrives the element alone, which carries its own name. */
export const Dica = adiado<TooltipProps>(() => import('@mui/material/Tooltip').then((module) => module.default), {
  Enquanto: ({ children }) => children,
});

/** A menu, drawn from the first time it opens. */
export const MenuAdiado = adiado<MenuProps>(() => import('@mui/material/Menu').then((module) => module.default), { urgente: ({ open }) => open });

/** A popover, drawn from the first time it opens. */
export const PopoverAdiado = adiado<PopoverProps>(() => import('@mui/material/Popover').then((module) => module.default), {
  urgente: ({ open }) => open,
});

/** A progress bar for work that follows the first draw (a reload, a send). */
export const BarraAdiada = adiado<LinearProgressProps>(() => import('@mui/material/LinearProgress').then((module) => module.default), {
  urgente: () => true,
});
