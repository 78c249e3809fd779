import { styled } from '@mui/material/styles';

/** The plumb line that gives Prumo its name, and the name. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <Marca>
      <Desenho viewBox="0 0 32 32" width={size} height={size} aria-hidden>
        <line x1="16" y1="2" x2="16" y2="18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        <path d="M9 18h14l-7 12z" fill="currentColor" />
      </Desenho>
      <Nome style={{ fontSize: size * 0.7 }}>Prumo</Nome>
    </Marca>
  );
}

// Styled elements rather than Box: the sign-in page carries BrandMark, and Box builds a theme of its own as it loads.
const Marca = styled('span')(({ theme }) => ({ display: 'inline-flex', alignItems: 'center', gap: theme.spacing(1) }));
const Desenho = styled('svg')(({ theme }) => ({ color: theme.palette.primary.main }));
const Nome = styled('span')({ fontWeight: 700, letterSpacing: '-0.02em' });
