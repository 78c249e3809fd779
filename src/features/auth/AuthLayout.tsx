import Box from '@mui/material/Box';
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

/** The two layouts of every auth page: a centred card, or the split screen of the spec's "…2" routes. */
export function AuthLayout({ variant, title, subtitle, children }: AuthLayoutProps) {
  const form = (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Box component={Link} href="/" aria-label="Prumo" sx={{ color: 'inherit', textDecoration: 'none' }}>
          <BrandMark />
        </Box>
        <IdiomaSelect />
      </Box>
      <Box component="h1" sx={{ typography: 'h4', m: 0 }}>
        {title}
      </Box>
      {subtitle && <Box component="p" sx={{ typography: 'body1', color: 'text.secondary', m: 0 }}>{subtitle}</Box>}
      {children}
    </Box>
  );

  if (variant === 'split') {
    return (
      <Box component="main" sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '7fr 5fr' } }}>
        <Box
          sx={{
            display: { xs: 'none', lg: 'grid' },
            placeItems: 'center',
            bgcolor: 'primary.light',
            p: 6,
          }}
        >
          <Box sx={{ maxWidth: 520, display: 'grid', gap: 2 }}>
            <Box component="p" sx={{ typography: 'h3', color: 'text.primary', m: 0 }}>
              <Trans>Do agendamento ao relatório, cada atividade de campo no prumo.</Trans>
            </Box>
            <Box component="p" sx={{ typography: 'body1', color: 'text.secondary', m: 0 }}>
              <Trans>Sites, tipos de serviço, questionários e atividades da sua empresa em um só lugar.</Trans>
            </Box>
          </Box>
        </Box>
        <Box sx={{ display: 'grid', placeItems: 'center', p: { xs: 2, sm: 4 } }}>
          <Box sx={{ width: '100%', maxWidth: 440 }}>{form}</Box>
        </Box>
      </Box>
    );
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: { xs: 2, sm: 4 }, bgcolor: 'background.default' }}>
      {/* An outlined Card, drawn with a Box: the Card brings Paper and its shadows to the first page. */}
      <Box sx={{ width: '100%', maxWidth: 450, p: `${CARD_CONTENT_PADDING}px`, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {form}
      </Box>
    </Box>
  );
}
