import Add from '@mui/icons-material/Add';
import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Contagem } from '#contract/lista';
import { usePageCommands } from '../commands/usePageCommands';
import { EmptyState } from '../EmptyState';
import { BarraAdiada } from '../muiAdiado';
import { PageHeader } from '../PageHeader';
import { BUSCA, NOVO, ORDEM } from './listAddress';
import { FilterText } from './FilterText';
import { ListError } from './ListError';
import { ListFooter } from './ListFooter';
import { listContainer } from './listRoom';
import { ListSkeleton } from './ListSkeleton';
import { ListTable } from './ListTable';
import type { Column, EmptyText, ListSelection, RowAction, RowKey } from './types';
import type { ListState } from './useList';

export interface ListViewProps<Item extends { id: string }> {
  list: ListState<Item>;
  title: string;
  columns: Column<Item>[];
  itemName: (item: Item) => string;
  defaultOrder: string;
  searchLabel: string;
  /** The list's own filters (they write to the address through `list.set`). */
  filters?: ReactNode;
  /** More buttons beside "Novo …" (import, export). */
  tools?: ReactNode;
  /** A message above the rows, such as changes made elsewhere that the list can show. */
  notice?: ReactNode;
  /** "Novo …" and its `n` key; absent when the papel may not create. */
  createLabel?: string;
  empty: EmptyText;
  /** The row's menu, already limited to what the papel may do. */
  actions: (item: Item) => RowAction<Item>[];
  /** `e` on the selected row; absent when the papel may not edit. */
  onEdit?: (item: Item) => void;
  /** `Delete` on the selected row (archive, after asking); absent when not allowed. */
  remove?: { label: string; run: (item: Item) => void };
  /** The editor the address opens (`?abrir=` a record, `?novo=1` when creating is allowed). */
  editor?: (props: EditorProps) => ReactNode;
  /** Rows marked for an action on several at once: checkboxes and `x`; absent when not allowed. */
  selection?: ListSelection;
  /** More keys that act on the selected row (assign, start), listed in `?` and in the palette. */
  rowKeys?: RowKey<Item>[];
  /** The list's count, where the API counts apart from the pages (a large list): asked when the foot comes into view. */
  contar?: () => Promise<Contagem>;
}

export interface EditorProps {
  /** null for a new record. */
  id: string | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * The list pattern every list page uses: server-side search, filters and order kept in the
 * address, rows that grow with "Carregar mais"; keys `/` (and ↓ from there to the first row), ↑/↓ or j/k, Enter, `n`,
 * `e`, Delete, `x` and the page's own; loading, empty and error states; the editor the address
 * asks for. The page supplies its columns, filters, actions and editor.
 */
export function ListView<Item extends { id: string }>(props: ListViewProps<Item>) {
  const { t } = useLingui();
  const { list } = props;
  const searchRef = useRef<HTMLInputElement>(null);
  const rowRef = useRef<HTMLTableRowElement>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [moves, setMoves] = useState(0);
  /** Where the focus was when a key asked for a row while the rows on screen were being replaced. */
  const [waitingFrom, setWaitingFrom] = useState<Element | null>(null);
  // The rows arrive from the list's machine, outside React, which would draw them all in one long
  // task, input blocked till its end; deferred, they are drawn in slices.
  const page = useDeferredValue(list.page);
  const items = page?.items ?? [];
  const index = items.findIndex((item) => item.id === selectedId);
  const selected = items[index];
  // A row kept on screen while its replacement loads may not be in the new results: no key acts on it.
  const actionable = list.current && page === list.page ? selected : undefined;

  // Focus follows a move made with the keys, so the selected row is the one that shows focus.
  useEffect(() => {
    if (moves > 0) rowRef.current?.focus();
  }, [moves]);

  const select = (position: number) => {
    const item = items[position];
    if (!item) return;
    setSelectedId(item.id);
    setMoves((count) => count + 1);
  };

  // The move waits for the new rows and lands on the first. It lapses if the person went elsewhere
  // meanwhile, or typed on in the search box: those rows would answer a search they no longer mean.
  useEffect(() => {
    if (!waitingFrom) return;
    if (list.status === 'failed') setWaitingFrom(null);
    // The rows drawn, not only those arrived: the first of the new rows, not of the ones they replace.
    if (!list.current || page !== list.page) return;
    setWaitingFrom(null);
    const here = document.activeElement;
    const box = searchRef.current;
    if (here !== waitingFrom && here !== document.body) return;
    if (waitingFrom === box && box.value.trim() !== (list.query[BUSCA] ?? '')) return;
    select(0);
  }, [waitingFrom, list.current, list.status, page]);

  const enterRows = () => setWaitingFrom(document.activeElement ?? document.body);
  const move = (step: 1 | -1) => {
    if (!list.current || page !== list.page) enterRows();
    else select(index < 0 ? (step > 0 ? 0 : items.length - 1) : Math.min(items.length - 1, Math.max(0, index + step)));
  };
  const withSelected = (run: (item: Item) => void) => () => {
    if (actionable) run(actionable);
  };

  usePageCommands([
    { id: 'lista:buscar', group: 'pagina', label: props.searchLabel, keys: ['/'], run: () => searchRef.current?.focus() },
    { id: 'lista:proxima', group: 'pagina', label: t`Próxima linha`, keys: ['j'], also: ['arrowdown'], paletteHidden: true, run: () => move(1) },
    { id: 'lista:anterior', group: 'pagina', label: t`Linha anterior`, keys: ['k'], also: ['arrowup'], paletteHidden: true, run: () => move(-1) },
    {
      id: 'lista:abrir',
      group: 'pagina',
      label: t`Abrir a linha selecionada`,
      keys: ['enter'],
      paletteHidden: true,
      run: withSelected((item) => list.openRecord(item.id)),
    },
    ...(props.createLabel
      ? [{ id: 'lista:novo', group: 'pagina' as const, label: props.createLabel, keys: ['n'], paletteHidden: true, run: list.openNew }]
      : []),
    ...(props.onEdit
      ? [{ id: 'lista:editar', group: 'pagina' as const, label: t`Editar a linha selecionada`, keys: ['e'], paletteHidden: true, run: withSelected(props.onEdit) }]
      : []),
    ...(props.remove
      ? [
          // A Mac's delete key is Backspace.
          { id: 'lista:remover', group: 'pagina' as const, label: props.remove.label, keys: ['delete'], also: ['backspace'], paletteHidden: true, run: withSelected(props.remove.run) },
        ]
      : []),
    ...(props.selection
      ? [{ id: 'lista:marcar', group: 'pagina' as const, label: t`Marcar ou desmarcar a linha selecionada`, keys: ['x'], paletteHidden: true, run: withSelected((item) => props.selection?.toggle(item.id)) }]
      : []),
    ...(props.rowKeys ?? []).map((rowKey) => ({
      id: `lista:${rowKey.id}`,
      group: 'pagina' as const,
      label: rowKey.label,
      keys: [rowKey.key],
      run: () => rowKey.run(actionable ?? null),
    })),
  ]);

  return (
    <>
      <PageHeader title={props.title}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {props.tools}
          {props.createLabel && (
            <Button variant="contained" startIcon={<Add />} onClick={list.openNew} aria-keyshortcuts="N">
              {props.createLabel}
            </Button>
          )}
        </Box>
      </PageHeader>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, '& > *': { flex: '1 1 180px', maxWidth: { sm: 320 } } }}>
        <FilterText
          search
          label={props.searchLabel}
          value={list.query[BUSCA] ?? ''}
          onChange={(text) => list.set({ [BUSCA]: text || null })}
          inputRef={searchRef}
          onDone={enterRows}
        />
        {props.filters}
      </Box>
      {props.notice}

      {list.status === 'failed' ? (
        <ListError message={list.failureMessage} onRetry={list.retry} />
      ) : !page ? (
        <ListSkeleton />
      ) : items.length === 0 ? (
        list.narrowed ? (
          <EmptyState icon={<SearchOff />} title={t`Nenhum resultado`}>
            <Trans>Nada corresponde à busca e aos filtros escolhidos.</Trans>{' '}
            <Button onClick={list.clearFilters}>
              <Trans>Limpar busca e filtros</Trans>
            </Button>
          </EmptyState>
        ) : (
          <EmptyState icon={props.empty.icon} title={props.empty.title}>
            {props.empty.text}{' '}
            {props.createLabel && (
              <Button variant="outlined" startIcon={<Add />} onClick={list.openNew} sx={{ mt: 1 }}>
                {props.createLabel}
              </Button>
            )}
          </EmptyState>
        )
      ) : (
        // position: relative keeps the table's visually hidden texts inside the scroller, not widening the page.
        <Paper variant="outlined" sx={{ overflowX: 'auto', position: 'relative', ...listContainer }}>
          <Box sx={{ height: 4 }}>{list.status === 'loading' && <BarraAdiada aria-label={t`Carregando`} />}</Box>
          <ListTable
            label={props.title}
            columns={props.columns}
            items={items}
            itemName={props.itemName}
            order={list.query[ORDEM] ?? props.defaultOrder}
            onOrder={(ordem) => list.set({ [ORDEM]: ordem })}
            selectedId={selected?.id ?? null}
            selectedRef={rowRef}
            onSelect={setSelectedId}
            onOpen={(item) => list.openRecord(item.id)}
            actions={props.actions}
            busy={list.status === 'loading'}
            selection={props.selection}
          />
          <ListFooter
            page={page}
            reading={list.reading}
            contar={props.contar}
            more={list.more}
            loading={list.status === 'loadingMore'}
            failureMessage={list.status === 'loaded' ? list.failureMessage : null}
            onMore={list.loadMore}
          />
        </Paper>
      )}

      {props.editor && list.editor && (list.editor.id !== null || props.createLabel) && (
        <Fragment key={list.editor.id ?? NOVO}>
          {props.editor({
            id: list.editor.id,
            onClose: list.closeEditor,
            onSaved: () => {
              list.closeEditor();
              list.reload();
            },
          })}
        </Fragment>
      )}
    </>
  );
}
