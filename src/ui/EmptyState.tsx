import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function EmptyState({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        justifyItems: 'center',
        gap: 1.5,
        py: 8,
        px: 3,
        textAlign: 'center',
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box sx={{ color: 'primary.main', '& svg': { fontSize: 48 } }} aria-hidden>
        {icon}
      </Box>
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
        {children}
      </Typography>
    </Box>
  );
}
