import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One term of a description list (`dl`): a small label over its value; `largo` takes the list's whole row. */
export function Dado({ rotulo, largo = false, children }: { rotulo: string; largo?: boolean; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0, ...(largo ? { gridColumn: '1 / -1' } : {}) }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {rotulo}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}
