import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
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
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
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
            <Typography variant="h3" component="p" color="text.primary">
              <Trans>Do agendamento ao relatório, cada atividade de campo no prumo.</Trans>
            </Typography>
            <Typography color="text.secondary">
              <Trans>Sites, tipos de serviço, questionários e atividades da sua empresa em um só lugar.</Trans>
            </Typography>
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
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 450 }}>
        <CardContent>{form}</CardContent>
      </Card>
    </Box>
  );
}
