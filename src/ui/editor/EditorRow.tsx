import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** How wide a field of an editor stays: narrower, its text is cut ("C…"). */
const CAMPO_MIN = 200;

/** The `sx` of a field that takes twice another field's share of its row. */
export const CAMPO_LARGO = { '--editor-grow': 2 };

/**
 * Fields side by side that share the row's width, each at least 200 px: a field that does not fit
 * goes to the next line, down to one field a line on a phone.
 */
export function EditorRow({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        // Doubled class: MUI's FormControl sets its own min-width, and the field's styles may come later in the sheet.
        '&& > *': { flex: 'var(--editor-grow, 1) 1 0', minWidth: `min(${CAMPO_MIN}px, 100%)` },
      }}
    >
      {children}
    </Box>
  );
}
