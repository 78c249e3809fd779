import Box from '@mui/material/Box';

/** The plumb line that gives Prumo its name, and the name. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box component="svg" viewBox="0 0 32 32" width={size} height={size} aria-hidden sx={{ color: 'primary.main' }}>
        <line x1="16" y1="2" x2="16" y2="18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        <path d="M9 18h14l-7 12z" fill="currentColor" />
      </Box>
      <Box component="span" sx={{ fontWeight: 700, fontSize: size * 0.7, letterSpacing: '-0.02em' }}>
        Prumo
      </Box>
    </Box>
  );
}
