import { styled } from '@mui/material/styles';
import { BRAND_MARK_LINE, BRAND_MARK_VIEWBOX, BRAND_MARK_WEIGHT } from '#contract/brandMark';

/** The plumb line that gives Prumo its name, and the name. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <Marca>
      <Desenho viewBox={`0 0 ${BRAND_MARK_VIEWBOX} ${BRAND_MARK_VIEWBOX}`} width={size} height={size} aria-hidden>
        <line {...BRAND_MARK_LINE} stroke="currentColor" strokeLinecap="round" />
        <path d={BRAND_MARK_WEIGHT} fill="currentColor" />
      </Desenho>
      <Nome style={{ fontSize: size * 0.7 }}>Prumo</Nome>
    </Marca>
  );
}

// Styled elements rather than Box: the sign-in page carries BrandMark, and Box builds a theme of its own as it loads.
const Marca = styled('span')(({ theme }) => ({ display: 'inline-flex', alignItems: 'center', gap: theme.spacing(1) }));
const Desenho = styled('svg')(({ theme }) => ({ color: theme.palette.primary.main }));
const Nome = styled('span')({ fontWeight: 700, letterSpacing: '-0.02em' });
