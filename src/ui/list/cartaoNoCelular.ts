import type { Theme } from '@mui/material/styles';
import { visuallyHiddenStyle } from '../VisuallyHidden';
import type { Column } from './types';

/*
 * Below `sm` each row of a list is drawn as a card, in the table's own elements: the principal
 * column on the first line, the secondary ones beneath it, the others left out; the checkbox at the
 * row's start and the menu at its end, both in sight whatever the row holds. Screen readers still
 * get the table: ListTable names every part's role, which a browser may drop once the display changes.
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

export const tabelaNoCelular = (theme: Theme) => ({
  [celular(theme)]: {
    display: 'block',
    '& > thead, & > tbody': { display: 'block' },
    // The row keeps the margins: its cells follow one another in a line.
    '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 0 },
  },
});

/** A row; the header's keeps its checkbox in line, so that it has height even with no header in sight. */
export const linhaNoCelular =
  ({ marcar, menu, cabecalho }: { marcar: boolean; menu: boolean; cabecalho: boolean }) =>
  (theme: Theme) => ({
    [celular(theme)]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: theme.spacing(0.5, 1.5),
      position: 'relative',
      paddingBlock: cabecalho ? 0 : theme.spacing(1),
      paddingInlineStart: marcar ? (cabecalho ? 0 : `${PONTA}px`) : `${MARGEM}px`,
      paddingInlineEnd: menu && !cabecalho ? `${PONTA}px` : `${MARGEM}px`,
      borderBottom: linha(theme),
    },
  });

/** A column's cell (or its header, which stays for screen readers when it has no order to offer). */
export const celulaNoCelular =
  ({ noCelular, sortable }: Pick<Column<unknown>, 'noCelular' | 'sortable'>, cabecalho: boolean) =>
  (theme: Theme) => ({
    [celular(theme)]: !noCelular
      ? { display: 'none' }
      : cabecalho && !sortable
        ? soParaLeitores
        : {
            display: 'block',
            border: 0,
            paddingBlock: 0,
            minWidth: 0,
            maxWidth: '100%',
            overflowWrap: 'anywhere',
            ...(noCelular === 'principal' && !cabecalho ? { flex: '1 0 100%' } : {}),
            ...(noCelular !== 'principal' && !cabecalho ? { color: 'text.secondary' } : {}),
            // The label and the value on one line, whatever element the value is.
            ...(noCelular === 'secundario' && !cabecalho ? { display: 'flex', alignItems: 'center', gap: 0.5 } : {}),
          },
  });

/**
 * A fact's label on the card (its column's header), which the table's header says above `sm`.
 * Hidden from screen readers, who hear the header with the cell.
 */
export const rotuloNoCelular = (theme: Theme) => ({
  display: 'none',
  [celular(theme)]: { display: 'inline', fontSize: theme.typography.caption.fontSize, fontWeight: 600, color: 'text.secondary' },
});

/**
 * The checkbox's and the menu's cells: at the row's start and end, centred on its height. In the
 * header the checkbox (marking every row) comes first in line, and the menus' header is for screen readers.
 */
export const pontaNoCelular = (lado: 'inicio' | 'fim', cabecalho = false) => (theme: Theme) => ({
  [celular(theme)]: {
    // Doubled, to outweigh MUI's small checkbox cell (its padding, and none for the button inside).
    '&&': {
      ...(cabecalho ? {} : { position: 'absolute', insetBlock: 0, [lado === 'inicio' ? 'insetInlineStart' : 'insetInlineEnd']: 0 }),
      ...(cabecalho && lado === 'fim'
        ? soParaLeitores
        : { width: PONTA, display: 'flex', alignItems: 'center', justifyContent: 'center', border: 0, padding: 0 }),
      // A finger's target: the menu's button grows from 30 to 36 px.
      ...(lado === 'fim' && !cabecalho ? { '& > .MuiIconButton-root': { padding: theme.spacing(1) } } : {}),
    },
  },
});
