import type { HTMLAttributes } from 'react';

/** The palette's colours a selo takes, as MUI's Chip names them. */
export type CorDoSelo = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

interface SeloProps extends HTMLAttributes<HTMLSpanElement> {
  cor?: CorDoSelo;
  /** The outlined look: the colour in the text and the border, no fill. */
  contorno?: boolean;
  /** A long text wraps inside the selo instead of ending in "…". */
  quebra?: boolean;
}

/**
 * A small status mark that looks like MUI's small Chip, drawn as one plain element by the theme's
 * global rules (src/theme/selos.ts). The lists draw one or more in every row: a Chip is two styled
 * components whose styles are worked out again for each, a good part of a list's first draw on a
 * phone (docs/celular.md). Nothing to click: a control that looks like this is still a Chip.
 */
export function Selo({ cor = 'default', contorno = false, quebra = false, ...span }: SeloProps) {
  return <span data-selo={cor} data-contorno={contorno ? '' : undefined} data-quebra={quebra ? '' : undefined} {...span} />;
}

/** Selos side by side, wrapping as room runs short, with any text beside them on their line. */
export function Selos(props: HTMLAttributes<HTMLSpanElement>) {
  return <span data-selos="" {...props} />;
}
