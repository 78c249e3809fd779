import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';

export interface Column<Item> {
  /** The `ordem` field when the column sorts; any unique name otherwise. */
  id: string;
  header: MessageDescriptor;
  render: (item: Item) => ReactNode;
  sortable?: boolean;
  /**
   * Left out where the list has too little room: on a tablet (`sm` to `md`) the first columns carry
   * the row; in a list without room for every column (listRoom.ts, a laptop beside the sidebar)
   * another column carries what this one says, so that the table fits without scrolling sideways.
   */
  leftOutOn?: 'tablet' | 'laptop';
  /**
   * Where the column goes in the card each row becomes on a phone (below `sm`, cartaoNoCelular.ts):
   * `principal` on its first line (one column of a list: its title or name), `secundario` a fact
   * beneath it with its header as a label ("Código 0042", "Prazo 28/11"), `selo` a fact that says
   * what it is (a status chip, a control with its own name) without one. Two or three facts at most;
   * a column without any of these is left out there.
   */
  noCelular?: 'principal' | 'secundario' | 'selo';
}

/**
 * A list's columns, as its resource's descriptor names them, made for what the page knows when it
 * draws them: the reader's language and whatever else the cells need (the company's time zone, …).
 */
export type Columns<Item, Context = object> = (context: Context & { i18n: I18n }) => Column<Item>[];

export interface RowAction<Item> {
  id: string;
  label: string;
  icon: ReactNode;
  run: (item: Item) => void;
}

export interface EmptyText {
  icon: ReactNode;
  title: string;
  text: string;
}

/** Rows marked for an action on several at once (checkboxes, and `x` on the selected row). */
export interface ListSelection {
  ids: ReadonlySet<string>;
  toggle: (id: string) => void;
  /** Marks or unmarks these rows together (the header's checkbox). */
  setMany: (ids: string[], on: boolean) => void;
  clear: () => void;
}

/** A key that acts on the selected row, listed in `?` and in the palette. */
export interface RowKey<Item> {
  id: string;
  label: string;
  key: string;
  /** The selected row, or null when none is. */
  run: (item: Item | null) => void;
}
