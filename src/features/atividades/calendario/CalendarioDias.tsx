import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { AtividadeResumo } from '#contract/atividade';
import type { Alvo } from './AtividadeCartao';
import { paraFormatar } from './datas';

interface CalendarioDiasProps {
  /** The days of the week, or of the month, in order. */
  dias: string[];
  hoje: string;
  porDia: Map<string, AtividadeResumo[]>;
  alvo: Alvo | null;
  cartao: (atividade: AtividadeResumo) => ReactNode;
}

/** On a phone, the week or the month as a list of the days that have activities (and today), each under its date. */
export function CalendarioDias({ dias, hoje, porDia, alvo, cartao }: CalendarioDiasProps) {
  const { i18n } = useLingui();
  const mostrados = dias.filter((dia) => dia === hoje || (porDia.get(dia)?.length ?? 0) > 0);
  if (mostrados.length === 0) {
    return (
      <Typography role="status" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        <Trans>Nenhuma atividade neste período.</Trans>
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {mostrados.map((dia) => (
        <Box
          key={dia}
          component="section"
          data-dia={dia}
          aria-label={i18n.date(paraFormatar(dia), { dateStyle: 'full', timeZone: 'UTC' })}
          sx={(theme) => ({ borderRadius: 1, p: 0.5, bgcolor: alvo?.dia === dia ? alpha(theme.palette.primary.main, 0.12) : 'transparent' })}
        >
          <Typography component="h3" variant="subtitle2" color={dia === hoje ? 'primary' : 'text.primary'} sx={{ mb: 0.5 }}>
            {i18n.date(paraFormatar(dia), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 0.75 }}>
            {(porDia.get(dia) ?? []).map((atividade) => (
              <li key={atividade.id}>{cartao(atividade)}</li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
