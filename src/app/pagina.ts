import { lazy, type ComponentType } from 'react';
import { carregarResto, type Parte } from '../i18n/i18n';

export interface PageProps {
  /** The template's second layout of an auth page (login2, register2, …): the same form, split screen. */
  variant?: 'split';
}

export type Page = ComponentType<PageProps> & {
  /** Starts loading the page's code (once) before anything draws it; a page in the main chunk has none. */
  preload?: () => void;
};

/**
 * A page in a chunk of its own: the first page carries only what it shows. A page whose texts are
 * not all in the first catalog (`inicio`, lingui.config.ts) comes with the rest of the catalog.
 */
export function page<K extends string>(load: () => Promise<Record<K, ComponentType<PageProps>>>, name: K, catalogo: Parte = 'resto'): Page {
  let loading: Promise<{ default: ComponentType<PageProps> }> | undefined;
  const loadOnce = () =>
    (loading ??= Promise.all([load(), catalogo === 'resto' ? carregarResto() : undefined]).then(([module]) => ({
      default: module[name],
    })));
  // A failed preload is told where the page is drawn, by React.lazy, which gets the same promise.
  return Object.assign(lazy(loadOnce), { preload: () => void loadOnce().catch(() => undefined) });
}
