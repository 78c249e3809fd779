import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useLingui } from '@lingui/react/macro';
import { useTheme, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { memo, useEffect, useMemo, useRef, type ChangeEvent, type Ref, type RefObject } from 'react';
import { usePrimeirosAntes } from '../usePrimeirosAntes';
import { VisuallyHidden } from '../VisuallyHidden';
import { celulaAttrs, pontaAttrs, rotuloAttrs, tabelaNoCelular } from './cartaoNoCelular';
import { RowActionsMenu } from './RowActionsMenu';
import type { Column, ListSelection, RowAction } from './types';

interface ListTableProps<Item extends { id: string }> {
  label: string;
  columns: Column<Item>[];
  items: Item[];
  itemName: (item: Item) => string;
  /** `campo` or `-campo`. */
  order: string;
  onOrder: (order: string) => void;
  selectedId: string | null;
  selectedRef: Ref<HTMLTableRowElement>;
  onSelect: (id: string) => void;
  onOpen: (item: Item) => void;
  actions: (item: Item) => RowAction<Item>[];
  busy: boolean;
  /** Checkboxes to mark rows for an action on several at once. */
  selection?: ListSelection;
}

const linhas = (theme: Theme) => ({
  // With cells a little narrower than MUI's, the activities' table fits a 1440 px screen beside the sidebar without its Prazo.
  '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 1.25 },
  '& > tbody > tr': { cursor: 'pointer' },
  // TituloDaLinha's lines: the título, and the código and one more fact above and below it where their columns are left out.
  '& [data-titulo=""]': { margin: 0, fontWeight: 600, minWidth: 120 },
  '& [data-titulo="extra"]': { ...theme.typography.caption, display: 'block', color: theme.palette.text.secondary, [theme.breakpoints.up('md')]: { display: 'none' } },
  '& > tbody > tr:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  // The checkboxes (Marca): the label is a finger's target around the browser's box.
  '& label[data-marca]': { display: 'flex', alignItems: 'center', justifyContent: 'center', minWidth: 38, minHeight: 38, cursor: 'pointer' },
  '& label[data-marca] > input': { width: 18, height: 18, margin: 0, accentColor: theme.palette.primary.main, colorScheme: theme.palette.mode, cursor: 'pointer' },
  '& label[data-marca] > input:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
});

interface MarcaProps {
  rotulo: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A checkbox of the table: the browser's own, in the theme's colour (linhas). MUI's Checkbox is
 * four styled components; one in each of 25 rows took about 100 ms of a phone's main thread on
 * the list's first draw (Lighthouse's TBT, docs/celular.md).
 */
function Marca({ rotulo, checked, indeterminate = false, onChange }: MarcaProps) {
  const caixa = useRef<HTMLInputElement>(null);
  // A property of the element, which no attribute sets.
  useEffect(() => {
    if (caixa.current) caixa.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label data-marca="">
      <input ref={caixa} type="checkbox" checked={checked} onChange={onChange} aria-label={rotulo} />
    </label>
  );
}

/** The rows of a list's first draw (usePrimeirosAntes): more than a 1440 px screen shows. */
const PRIMEIRAS_LINHAS = 12;

/**
 * The columns this screen shows (types.ts: `leftOutOn`, `noCelular`). The others are not drawn at
 * all: hidden by the rules alone, a phone still built every cell of every row (docs/celular.md).
 * The rules stay, for the moment between a change of width and the draw that follows it.
 */
function useColunasQueCabem<Item>(columns: Column<Item>[]): Column<Item>[] {
  const { breakpoints } = useTheme();
  const celular = useMediaQuery(breakpoints.down('sm'), { noSsr: true });
  const tablet = useMediaQuery(breakpoints.down('md'), { noSsr: true });
  // The same array while the width and the page's columns stay: each row is drawn again when its columns change.
  return useMemo(() => {
    if (celular) return columns.filter((column) => column.noCelular !== undefined);
    return tablet ? columns.filter((column) => column.leftOutOn !== 'tablet') : columns;
  }, [columns, celular, tablet]);
}

/** What a row asks of the list: the page's latest callbacks, read when a row is drawn or acted on. */
type Gestos<Item extends { id: string }> = Pick<ListTableProps<Item>, 'itemName' | 'onOpen' | 'onSelect' | 'actions' | 'selection'>;

interface LinhaProps<Item extends { id: string }> {
  item: Item;
  columns: Column<Item>[];
  selected: boolean;
  selectedRef: Ref<HTMLTableRowElement> | undefined;
  /** Whether its checkbox is marked; undefined where the list has none. */
  marcada: boolean | undefined;
  withActions: boolean;
  gestos: RefObject<Gestos<Item>>;
}

/**
 * One row, drawn again only when what it shows changes: its item, its columns, whether it is the
 * selected or a marked one. A key that moves the selection draws the two rows it concerns, not the
 * list's 25 with every cell; the list's second draw (usePrimeirosAntes) adds rows without drawing
 * the first ones again. The page's callbacks, new at every draw of the page, are read through
 * `gestos` when the row is drawn or acted on, so they are never a stale page's; its menu's actions
 * are worked out when it is drawn, from its item, as the pages' actions are.
 */
function LinhaDaLista<Item extends { id: string }>({ item, columns, selected, selectedRef, marcada, withActions, gestos }: LinhaProps<Item>) {
  const { t, i18n } = useLingui();
  const { itemName, actions } = gestos.current;
  return (
    <TableRow
      role="row"
      hover
      selected={selected}
      aria-selected={selected}
      tabIndex={selected ? 0 : -1}
      ref={selectedRef}
      onClick={() => gestos.current.onOpen(item)}
      onFocus={() => gestos.current.onSelect(item.id)}
    >
      {marcada !== undefined && (
        <TableCell role="cell" padding="checkbox" onClick={(event) => event.stopPropagation()} {...pontaAttrs('inicio')}>
          <Marca rotulo={t`Marcar ${itemName(item)}`} checked={marcada} onChange={() => gestos.current.selection?.toggle(item.id)} />
        </TableCell>
      )}
      {columns.map((column) => (
        <TableCell key={column.id} role="cell" {...celulaAttrs(column)}>
          {column.noCelular === 'secundario' && <span {...rotuloAttrs}>{i18n._(column.header)}</span>}
          {column.render(item)}
        </TableCell>
      ))}
      {withActions && (
        <TableCell role="cell" padding="checkbox" {...pontaAttrs('fim')}>
          <RowActionsMenu item={item} name={itemName(item)} actions={actions(item)} />
        </TableCell>
      )}
    </TableRow>
  );
}

const Linha = memo(LinhaDaLista) as typeof LinhaDaLista;

/**
 * The rows of a list: click or Enter opens one; the selected row holds the focus and shows it.
 * Below `sm` each row is a card (cartaoNoCelular.ts); every part names its role, which the card's
 * display would otherwise take from the table in some browsers.
 */
export function ListTable<Item extends { id: string }>(props: ListTableProps<Item>) {
  const { t, i18n } = useLingui();
  const { items, order, selectedId } = props;
  const desenhadas = usePrimeirosAntes(items, PRIMEIRAS_LINHAS, items.findIndex((item) => item.id === selectedId));
  const columns = useColunasQueCabem(props.columns);
  const descending = order.startsWith('-');
  const orderField = descending ? order.slice(1) : order;
  const withActions = items.some((item) => props.actions(item).length > 0);
  const { selection } = props;
  const marked = selection ? items.filter((item) => selection.ids.has(item.id)).length : 0;
  // Written at each draw, before the rows it draws read it (LinhaDaLista).
  const gestos = useRef(props);
  gestos.current = props;

  return (
    <Table size="small" role="table" aria-label={props.label} aria-busy={props.busy || undefined} sx={[linhas, tabelaNoCelular({ marcar: selection !== undefined, menu: withActions })]}>
      <TableHead role="rowgroup">
        <TableRow role="row">
          {selection && (
            <TableCell role="columnheader" padding="checkbox" {...pontaAttrs('inicio')}>
              <Marca
                rotulo={t`Marcar todas as linhas`}
                checked={marked > 0 && marked === items.length}
                indeterminate={marked > 0 && marked < items.length}
                onChange={(event) => selection.setMany(items.map((item) => item.id), event.target.checked)}
              />
            </TableCell>
          )}
          {columns.map((column) => (
            <TableCell
              key={column.id}
              role="columnheader"
              {...celulaAttrs(column)}
              sortDirection={column.sortable && orderField === column.id ? (descending ? 'desc' : 'asc') : false}
            >
              {column.sortable ? (
                <TableSortLabel
                  active={orderField === column.id}
                  direction={orderField === column.id && descending ? 'desc' : 'asc'}
                  onClick={() => props.onOrder(orderField === column.id && !descending ? `-${column.id}` : column.id)}
                >
                  {i18n._(column.header)}
                </TableSortLabel>
              ) : (
                i18n._(column.header)
              )}
            </TableCell>
          ))}
          {withActions && (
            <TableCell role="columnheader" padding="checkbox" {...pontaAttrs('fim')}>
              <VisuallyHidden>{t`Ações`}</VisuallyHidden>
            </TableCell>
          )}
        </TableRow>
      </TableHead>
      <TableBody role="rowgroup">
        {desenhadas.map((item) => (
          <Linha
            key={item.id}
            item={item}
            columns={columns}
            selected={item.id === selectedId}
            selectedRef={item.id === selectedId ? props.selectedRef : undefined}
            marcada={selection ? selection.ids.has(item.id) : undefined}
            withActions={withActions}
            gestos={gestos}
          />
        ))}
      </TableBody>
    </Table>
  );
}
