import type { LinearProgressProps } from '@mui/material/LinearProgress';
import type { MenuProps } from '@mui/material/Menu';
import type { PopoverProps } from '@mui/material/Popover';
import type { TooltipProps } from '@mui/material/Tooltip';
import { adiado } from './adiado';

// MUI's parts that the first draw of a page does not show, with their poppers, modals and
// transitions: they arrive with the person's first gesture (adiado.tsx), or at once when opened first.
const partes = () => import('./muiPartes');

/** A tooltip; until its code arrives the element alone, which carries its own name. */
export const Dica = adiado<TooltipProps>(() => partes().then((module) => module.Tooltip), {
  Enquanto: ({ children }) => children,
});

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
