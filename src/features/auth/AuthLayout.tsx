import { styled, type Theme } from '@mui/material/styles';
import { CARD_CONTENT_PADDING } from '../../theme/layout';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { IdiomaSelect } from '../../i18n/IdiomaSelect';
import { BrandMark } from '../../ui/BrandMark';

interface AuthLayoutProps {
  variant?: 'split';
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The two layouts of every auth page: a centred card, or the split screen of the template's "…2" routes. */
export function AuthLayout({ variant, title, subtitle, children }: AuthLayoutProps) {
  const form = (
    <Pilha>
      <Topo>
        <LinkDaMarca href="/" aria-label="Prumo">
          <BrandMark />
        </LinkDaMarca>
        <IdiomaSelect />
      </Topo>
      <Titulo>{title}</Titulo>
      {subtitle && <Subtitulo>{subtitle}</Subtitulo>}
      {children}
    </Pilha>
  );

  if (variant === 'split') {
    return (
      <Dividida>
        <Apresentacao>
          <Pilha style={{ maxWidth: 520 }}>
            <Chamada>
              <Trans>Do agendamento ao relatório, cada atividade de campo no prumo.</Trans>
            </Chamada>
            <Subtitulo>
              <Trans>Sites, tipos de serviço, questionários e atividades da sua empresa em um só lugar.</Trans>
            </Subtitulo>
          </Pilha>
        </Apresentacao>
        <Centro>
          <Coluna>{form}</Coluna>
        </Centro>
      </Dividida>
    );
  }

  return (
    <Pagina>
      <Cartao>{form}</Cartao>
    </Pagina>
  );
}

// Styled elements rather than Box: the sign-in page is the first thing people load, and Box
// builds a theme of its own as it loads and reads its `sx` again on every render.
const Pilha = styled('div')(({ theme }) => ({ display: 'grid', gap: theme.spacing(2) }));

// Wraps on a narrow phone: the brand and the language list side by side were wider than the card there.
const Topo = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(2),
}));

const LinkDaMarca = styled(Link)({ color: 'inherit', textDecoration: 'none' });

const Titulo = styled('h1')(({ theme }) => ({ ...theme.typography.h4, margin: 0 }));

const Subtitulo = styled('p')(({ theme }) => ({ ...theme.typography.body1, color: theme.palette.text.secondary, margin: 0 }));

const Chamada = styled('p')(({ theme }) => ({ ...theme.typography.h3, color: theme.palette.text.primary, margin: 0 }));

const centrado = (theme: Theme) => ({
  display: 'grid',
  placeItems: 'center',
  padding: theme.spacing(2),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4) },
});

const Centro = styled('div')(({ theme }) => centrado(theme));

const Pagina = styled('main')(({ theme }) => ({ ...centrado(theme), minHeight: '100vh', backgroundColor: theme.palette.background.default }));

const Coluna = styled('div')({ width: '100%', maxWidth: 440 });

/** An outlined Card, drawn here: the Card brings Paper and its shadows to the first page. */
const Cartao = styled('div')(({ theme }) => ({
  width: '100%',
  maxWidth: 450,
  padding: CARD_CONTENT_PADDING,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
}));

const Dividida = styled('main')(({ theme }) => ({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: '1fr',
  [theme.breakpoints.up('lg')]: { gridTemplateColumns: '7fr 5fr' },
}));

const Apresentacao = styled('div')(({ theme }) => ({
  display: 'none',
  placeItems: 'center',
  backgroundColor: theme.palette.primary.light,
  padding: theme.spacing(6),
  [theme.breakpoints.up('lg')]: { display: 'grid' },
}));
