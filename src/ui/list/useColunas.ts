import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import type { Column, Columns } from './types';

/**
 * A page's columns, built again only when the language or what they read (`contexto`: the time
 * zone, …) changes. A list draws a row again only when its item or its columns change
 * (ListTable.tsx): columns built at every draw of the page would draw every row with them.
 */
export function useColunas<Item, Context extends object>(colunas: Columns<Item, Context>, contexto: Context): Column<Item>[] {
  const { i18n } = useLingui();
  // The context's values, one dependency each: a page always passes the same names.
  return useMemo(() => colunas({ ...contexto, i18n }), [colunas, i18n, i18n.locale, ...Object.values(contexto)]);
}
