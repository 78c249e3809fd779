import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function CenteredMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center', maxWidth: 480 }}>
        <Typography variant="h3" component="h1">
          {title}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}
