import { styled, type CSSObject, type Theme } from '@mui/material/styles';
import type { ButtonHTMLAttributes } from 'react';
import { Link } from 'wouter';
import { Spinner } from '../Spinner';

interface SubmitButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The form is being sent: the button waits, keeping its name for screen readers. */
  loading?: boolean;
}

/**
 * A public page's main button, drawn like MUI's large contained Button from a native one: the
 * sign-in page is the first thing people load, and MUI's Button with its ripple weighs 8 KB there.
 */
export function SubmitButton({ loading = false, disabled, children, type = 'submit', ...button }: SubmitButtonProps) {
  return (
    <Button {...button} type={type} disabled={disabled || loading} aria-busy={loading || undefined} data-loading={loading || undefined}>
      <span>{children}</span>
      {loading && <Waiting aria-hidden />}
    </Button>
  );
}

// MUI's large contained Button in the theme's primary colour.
const mainLook = ({ theme }: { theme: Theme }): CSSObject => ({
  ...theme.typography.button,
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 64,
  padding: '8px 22px',
  fontSize: theme.typography.pxToRem(15),
  border: 0,
  borderRadius: theme.shape.borderRadius,
  cursor: 'pointer',
  color: theme.palette.primary.contrastText,
  backgroundColor: theme.palette.primary.main,
  transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.short }),
  textDecoration: 'none',
  '&:hover': { backgroundColor: theme.palette.primary.dark },
});

const Button = styled('button')(({ theme }) => ({
  ...mainLook({ theme }),
  '&:disabled': { cursor: 'default', color: theme.palette.action.disabled, backgroundColor: theme.palette.action.disabledBackground },
  '&[data-loading] > span:first-of-type': { color: 'transparent' },
}));

/** The same look on a link, for a public page whose main action is another page. */
export const MainLink = styled(Link)(mainLook);

const Waiting = styled(Spinner)({ position: 'absolute' });
