import { styled, type Theme } from '@mui/material/styles';
import { Link } from 'wouter';

// MUI's Link look: the theme's primary colour, underlined faintly until hovered.
const linkLook = ({ theme }: { theme: Theme }) => ({
  font: 'inherit',
  color: theme.palette.primary.main,
  textDecoration: 'underline',
  textDecorationColor: `color-mix(in srgb, ${theme.palette.primary.main} 40%, transparent)`,
  '&:hover': { textDecorationColor: 'inherit' },
});

/** A link to another page of the app, drawn like MUI's Link without its weight on the public pages. */
export const TextLink = styled(Link)(linkLook);

/** A button that reads as a link: an action on the same page, such as switching the form. */
export const LinkButton = styled('button')(({ theme }) => ({
  ...linkLook({ theme }),
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
}));
