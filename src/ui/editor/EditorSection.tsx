import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled group of an editor's fields (a fieldset, so a screen reader names each field's group): its rows one under another. */
export function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    // A fieldset is as wide as its widest content by default; at 0 it takes the dialog's width and its rows wrap.
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minInlineSize: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1, p: 0 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
