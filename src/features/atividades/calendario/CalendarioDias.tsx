import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent, ReactNode } from 'react';
import type { Alvo } from './AtividadeCartao';
import { paraFormatar } from './datas';

interface CalendarioDiasProps<T extends { id: string }> {
  /** The days of the week, or of the month, in order. */
  dias: string[];
  hoje: string;
  porDia: Map<string, T[]>;
  alvo?: Alvo | null;
  cartao: (item: T) => ReactNode;
  /** What the period says when no day holds anything. */
  vazio: string;
  /** Days that take the focus (a roving tab stop) and what their keys do. */
  foco?: { dia: string; onKeyDown: (event: KeyboardEvent<HTMLElement>, dia: string) => void };
}

/** The days that hold something (and today) among `dias`: the only ones a phone lists. */
export const diasComItens = <T,>(dias: string[], hoje: string, porDia: Map<string, T[]>): string[] =>
  dias.filter((dia) => dia === hoje || (porDia.get(dia)?.length ?? 0) > 0);

/** On a phone, the week or the month as a list of the days that hold something (and today), each under its date. */
export function CalendarioDias<T extends { id: string }>({ dias, hoje, porDia, alvo, cartao, vazio, foco }: CalendarioDiasProps<T>) {
  const { i18n } = useLingui();
  const mostrados = diasComItens(dias, hoje, porDia);
  if (mostrados.length === 0) {
    return (
      <Typography role="status" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {vazio}
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
          {...(foco && { tabIndex: foco.dia === dia ? 0 : -1, onKeyDown: (event: KeyboardEvent<HTMLElement>) => foco.onKeyDown(event, dia) })}
          aria-label={i18n.date(paraFormatar(dia), { dateStyle: 'full', timeZone: 'UTC' })}
          sx={(theme) => ({ borderRadius: 1, p: 0.5, bgcolor: alvo?.dia === dia ? alpha(theme.palette.primary.main, 0.12) : 'transparent' })}
        >
          <Typography component="h3" variant="subtitle2" color={dia === hoje ? 'primary' : 'text.primary'} sx={{ mb: 0.5 }}>
            {i18n.date(paraFormatar(dia), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 0.75 }}>
            {(porDia.get(dia) ?? []).map((item) => (
              <li key={item.id}>{cartao(item)}</li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
