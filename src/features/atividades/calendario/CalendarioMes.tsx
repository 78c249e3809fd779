import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent, ReactNode } from 'react';
import type { Alvo } from './AtividadeCartao';
import { paraFormatar } from './datas';

// More than this in one day is a "+N" that opens the day's week.
const POR_DIA = 3;

interface CalendarioMesProps<T extends { id: string }> {
  dias: string[];
  /** "2026-03": days of other months are drawn faded. */
  mes: string;
  hoje: string;
  porDia: Map<string, T[]>;
  alvo?: Alvo | null;
  cartao: (item: T) => ReactNode;
  /** Opens the week of a day that holds more than fit; without it, a day shows all it holds. */
  onMais?: (dia: string) => void;
  /** Days that take the focus (a roving tab stop) and what their keys do. */
  foco?: { dia: string; onKeyDown: (event: KeyboardEvent<HTMLElement>, dia: string) => void };
}

/** The month as whole weeks, Sunday to Saturday: each day a group named by its full date, with what falls on it. */
export function CalendarioMes<T extends { id: string }>({ dias, mes, hoje, porDia, alvo, cartao, onMais, foco }: CalendarioMesProps<T>) {
  const { t, i18n } = useLingui();
  const nome = (dia: string, opcoes: Intl.DateTimeFormatOptions) => i18n.date(paraFormatar(dia), { ...opcoes, timeZone: 'UTC' });
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {dias.slice(0, 7).map((dia) => (
        <Box key={dia} aria-hidden sx={{ p: 0.5, textAlign: 'center', typography: 'caption', fontWeight: 700, color: 'text.secondary', borderBottom: 1, borderColor: 'divider' }}>
          {nome(dia, { weekday: 'short' })}
        </Box>
      ))}
      {dias.map((dia) => {
        const itens = porDia.get(dia) ?? [];
        const mostrados = onMais ? itens.slice(0, POR_DIA) : itens;
        const restantes = itens.length - mostrados.length;
        const total = itens.length;
        const data = nome(dia, { dateStyle: 'long' });
        return (
          <Box
            key={dia}
            role="group"
            aria-label={nome(dia, { dateStyle: 'full' })}
            data-dia={dia}
            {...(foco && { tabIndex: foco.dia === dia ? 0 : -1, onKeyDown: (event: KeyboardEvent<HTMLElement>) => foco.onKeyDown(event, dia) })}
            sx={(theme) => ({
              minHeight: 112,
              minWidth: 0,
              p: 0.5,
              display: 'flex',
              flexDirection: 'column',
              gap: 0.5,
              borderBottom: 1,
              borderRight: 1,
              borderColor: 'divider',
              bgcolor: alvo?.dia === dia ? alpha(theme.palette.primary.main, 0.12) : dia.startsWith(mes) ? 'background.paper' : 'action.hover',
            })}
          >
            <Box
              aria-hidden
              sx={{
                alignSelf: 'flex-start',
                typography: 'caption',
                fontWeight: 700,
                px: 0.75,
                borderRadius: 8,
                color: dia === hoje ? 'primary.contrastText' : dia.startsWith(mes) ? 'text.primary' : 'text.secondary',
                bgcolor: dia === hoje ? 'primary.main' : 'transparent',
              }}
            >
              {nome(dia, { day: 'numeric' })}
            </Box>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 0.5 }}>
              {mostrados.map((item) => (
                <li key={item.id}>{cartao(item)}</li>
              ))}
            </Box>
            {onMais && restantes > 0 && (
              <Button size="small" onClick={() => onMais(dia)} sx={{ alignSelf: 'flex-start', minWidth: 0, px: 0.5 }} aria-label={t`Ver as ${total} atividades de ${data}`}>
                {plural(restantes, { one: '+# outra', other: '+# outras' })}
              </Button>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
