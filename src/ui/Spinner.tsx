import { keyframes, styled } from '@mui/material/styles';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/**
 * A turning ring in the current colour, for waits on the first page (the page itself, a form being
 * sent): MUI's CircularProgress weighs more than the page it waits for.
 */
export const Spinner = styled('span', { shouldForwardProp: (prop) => prop !== 'size' })<{ size?: number }>(({ size = 20 }) => ({
  display: 'inline-block',
  width: size,
  height: size,
  borderRadius: '50%',
  border: `${Math.max(2, size / 10)}px solid currentColor`,
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
}));
