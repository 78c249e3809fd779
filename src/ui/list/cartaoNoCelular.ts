import type { Theme } from '@mui/material/styles';
import { visuallyHiddenStyle } from '../VisuallyHidden';
import { onlyWithoutRoomForEveryColumn, onlyWithRoomForEveryColumn } from './listRoom';
import type { Column } from './types';

/*
 * Below `sm` each row of a list is drawn as a card, in the table's own elements: the principal
 * column on the first line, the facts beneath it, the others left out; the checkbox at the row's
 * start and the menu at its end, both in sight whatever the row holds. Screen readers still get
 * the table: ListTable names every part's role, which a browser may drop once the display changes.
 *
 * Every rule is the table's, reaching its rows and cells by the data attributes ListTable gives
 * them (`celulaAttrs`, `pontaAttrs`): styles given to each cell were worked out again for every
 * cell of every row at each draw, a good part of a list's drawing on a phone.
 */

const celular = (theme: Theme) => theme.breakpoints.down('sm');

/** For screen readers only, in `sx`, where a bare 1 would be 100 % and a margin of -1 a spacing step. */
const soParaLeitores = { ...visuallyHiddenStyle, width: '1px', height: '1px', margin: '-1px', display: 'block' } as const;

/** The room the checkbox and the menu take at the row's ends; the row's margin where there is none. */
const PONTA = 44;
const MARGEM = 10;

/** MUI's line between rows, drawn by the row since its cells no longer line up. */
const linha = (theme: Theme) =>
  `1px solid ${theme.palette.mode === 'light' ? theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88) : theme.darken(theme.alpha(theme.palette.divider, 1), 0.68)}`;

/** A column's cell, header or body: where it goes on a phone's card and where it is left out. */
export const celulaAttrs = ({ noCelular, leftOutOn, sortable }: Pick<Column<unknown>, 'noCelular' | 'leftOutOn' | 'sortable'>) => ({
  'data-celular': noCelular,
  'data-fora': leftOutOn,
  'data-ordena': sortable ? '' : undefined,
});

/** The checkbox's cell at a row's start, the menu's at its end. */
export const pontaAttrs = (lado: 'inicio' | 'fim') => ({ 'data-ponta': lado });

/** A fact's label on the card (its column's header), which the table's header says above `sm`. */
export const rotuloAttrs = { 'data-rotulo': '', 'aria-hidden': true } as const;

const CELULA = '& .MuiTableCell-root';

/** The table's rules, for a table with or without the checkboxes (`marcar`) and the rows' menus (`menu`). */
export const tabelaNoCelular =
  ({ marcar, menu }: { marcar: boolean; menu: boolean }) =>
  (theme: Theme) => ({
    [`${CELULA}[data-fora="tablet"]`]: { display: { xs: 'none', md: 'table-cell' } },
    [`${CELULA}[data-fora="laptop"]`]: onlyWithRoomForEveryColumn,
    '& [data-sem-espaco]': onlyWithoutRoomForEveryColumn,
    // A código or a date and time: its digits in columns, on one line.
    '& [data-numeros]': { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
    '& [data-rotulo]': { display: 'none' },
    [celular(theme)]: {
      display: 'block',
      '& > thead, & > tbody': { display: 'block' },
      '& > thead > tr, & > tbody > tr': {
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: theme.spacing(0.5, 1.5),
        position: 'relative',
        paddingBlock: theme.spacing(1),
        paddingInlineStart: marcar ? `${PONTA}px` : `${MARGEM}px`,
        paddingInlineEnd: menu ? `${PONTA}px` : `${MARGEM}px`,
        borderBottom: linha(theme),
      },
      // The header's row keeps its checkbox in line, so that it has height even with no header in sight.
      '& > thead > tr': { paddingBlock: 0, paddingInlineStart: marcar ? 0 : `${MARGEM}px`, paddingInlineEnd: `${MARGEM}px` },
      [`${CELULA}:not([data-ponta])`]: { display: 'none' },
      [`${CELULA}[data-celular]`]: { display: 'block', border: 0, px: 0, paddingBlock: 0, minWidth: 0, maxWidth: '100%', overflowWrap: 'anywhere' },
      // A header with no order to offer stays for screen readers.
      '& th.MuiTableCell-root[data-celular]:not([data-ordena])': soParaLeitores,
      '& td[data-celular="principal"]': { flex: '1 0 100%' },
      '& td[data-celular="secundario"], & td[data-celular="selo"]': { color: 'text.secondary' },
      // The label and the value on one line, whatever element the value is.
      [`${CELULA}[data-celular="secundario"]`]: { display: 'flex', alignItems: 'center', gap: 0.5 },
      // The label keeps its word whole; the value beside it wraps.
      '& [data-rotulo]': { display: 'inline', flexShrink: 0, whiteSpace: 'nowrap', fontSize: theme.typography.caption.fontSize, fontWeight: 600, color: 'text.secondary' },
      // The ends, centred on the row's height; in the header the checkbox (marking every row) comes first in line.
      [`${CELULA}[data-ponta]`]: { width: PONTA, display: 'flex', alignItems: 'center', justifyContent: 'center', border: 0, padding: 0 },
      '& td[data-ponta]': { position: 'absolute', insetBlock: 0 },
      '& td[data-ponta="inicio"]': { insetInlineStart: 0 },
      '& td[data-ponta="fim"]': { insetInlineEnd: 0 },
      // A finger's target: the menu's button grows from 30 to 36 px.
      '& td[data-ponta="fim"] > .MuiIconButton-root': { padding: theme.spacing(1) },
      '& th.MuiTableCell-root[data-ponta="fim"]': soParaLeitores,
    },
  });
