import type { ReactNode } from 'react';

export interface Column<Item> {
  /** The `ordem` field when the column sorts; any unique name otherwise. */
  id: string;
  header: string;
  render: (item: Item) => ReactNode;
  sortable?: boolean;
  /** Left out on narrow screens (360 px): the first columns carry the row. */
  wide?: boolean;
}

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
