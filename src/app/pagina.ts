import { createElement, lazy, type ComponentType } from 'react';
import { carregarPartes, type Parte } from '../i18n/i18n';

export interface PageProps {
  /** The template's second layout of an auth page (login2, register2, …): the same form, split screen. */
  variant?: 'split';
}

export type Page = ComponentType<PageProps> & {
  /** Starts loading the page's code (once) before anything draws it; a page in the main chunk has none. */
  preload?: () => void;
};

/**
 * The catalogs a page's texts are in (lingui.config.ts), past the first one: each page loads its
 * own and those below it. The back-office's bring what notifications say (Meu perfil names the kinds).
 */
const PARTES_DA_PAGINA: Record<Parte, Exclude<Parte, 'inicio'>[]> = {
  inicio: [],
  resto: ['resto'],
  escritorio: ['resto', 'escritorio', 'notificacoes'],
  notificacoes: ['resto', 'notificacoes'],
};

/**
 * A page in a chunk of its own: the first page carries only what it shows. A page whose texts are
 * not all in the first catalog (`inicio`) comes with the rest of the catalog, and a back-office
 * page with the back-office's catalog too (`escritorio`).
 */
export function page<K extends string>(load: () => Promise<Record<K, ComponentType<PageProps>>>, name: K, catalogo: Parte = 'resto'): Page {
  let loading: Promise<{ default: ComponentType<PageProps> }> | undefined;
  const partes = PARTES_DA_PAGINA[catalogo];
  const loadOnce = () =>
    (loading ??= Promise.all([load(), partes.length > 0 ? carregarPartes(...partes) : undefined]).then(([module]) => ({
      default: module[name],
    })));
  // A failed preload is told where the page is drawn, by React.lazy, which gets the same promise.
  return Object.assign(lazy(loadOnce), { preload: () => void loadOnce().catch(() => undefined) });
}

/** A resource's list page: it draws the columns its descriptor names. */
export type ListaProps<Colunas> = PageProps & { colunas: Colunas };

/**
 * The list page of a resource's descriptor, loaded from the module of the list's columns, which
 * exports `colunas` and re-exports the page that draws them (one chunk, the columns' code not
 * repeated in another): the page gets the columns.
 */
export function listaPage<K extends string, Colunas>(
  load: () => Promise<Record<K, ComponentType<ListaProps<Colunas>>> & { colunas: Colunas }>,
  name: K,
  catalogo: Parte = 'resto',
): Page {
  return page(async () => {
    const module = await load();
    const Lista = module[name];
    const ComColunas = (props: PageProps) => createElement(Lista, { ...props, colunas: module.colunas });
    // A computed key types as any string.
    return { [name]: ComColunas } as Record<K, ComponentType<PageProps>>;
  }, name, catalogo);
}
