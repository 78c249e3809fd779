import type { MessageDescriptor } from '@lingui/core';
import type { Papel } from '#contract/papel';
import type { Acao } from '#contract/permissoes';
import type { NavIcon } from './layout/navIcons';
import type { Page } from './pagina';

/** A record the palette found, pointing at where it opens. */
export interface Achado {
  id: string;
  label: string;
  detail: string | null;
  path: string;
}

/**
 * One resource of the app (sites, tipos de serviço, …), described once in its feature's folder:
 * the route table, the sidebar, the palette's "Ir para" and "Novo …" commands, its search and its
 * list's columns are all read from here. Everything a page needs is loaded with the page, and what
 * the palette asks of the server with the first search: a descriptor is part of the first page's
 * code, so it imports pages, columns and API clients only through `import()`.
 */
export interface Recurso {
  /** Names its commands and search results: 'sites', 'tipos-servicos'. */
  nome: string;
  titulo: MessageDescriptor;
  /** The list's address: the sidebar and "Ir para" lead there. */
  path: string;
  /**
   * The list's page and the columns it draws, made with `listaPage()` (src/app/pagina.ts): the
   * columns module (`colunas`, beside the page) is where the resource's list columns are defined.
   */
  lista: Page;
  icone: NavIcon;
  /** `g` then this letter opens the list (docs/teclado.md). */
  jump?: string;
  /** The action of contract/permissoes.ts its pages need: without it, no sidebar entry and no command. Absent: every signed-in person. */
  permissao?: Acao;
  /**
   * The API's GETs (under /api) the list makes first when its address has no query, for the
   * person's papel: sent at start, beside the page's code, when the page opens signed in.
   */
  leituras?: (papel: Papel | null | undefined) => string[];
  /** Its other pages, each at its own address (an activity's details). */
  paginas?: Array<{ path: string; titulo: MessageDescriptor; page: Page }>;
  /** "Novo …" from anywhere, for those allowed: the list opens with its editor on a new record. */
  novo?: { titulo: MessageDescriptor; acao: Acao };
  /** What the palette finds of it on the server as one types, for those who may read it. */
  busca?: { acao: Acao; buscar: (texto: string) => Promise<Achado[]> };
}

/** A few of each kind: the palette points at a record, the list is where one browses. */
export const ACHADOS_POR_RECURSO = 5;
