import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { AtividadeResumo } from '#contract/atividade';
import type { Alvo } from './AtividadeCartao';
import { horaNoFuso, paraFormatar } from './datas';

// The working hours always shown; earlier or later ones appear when an activity is there.
const PRIMEIRA_HORA = 7;
const ULTIMA_HORA = 19;

interface CalendarioSemanaProps {
  dias: string[];
  hoje: string;
  fuso: string;
  porDia: Map<string, AtividadeResumo[]>;
  alvo: Alvo | null;
  cartao: (atividade: AtividadeResumo) => ReactNode;
}

/** The week by the hour: a column per day, a row per hour, each slot a group named by its day and hour. */
export function CalendarioSemana({ dias, hoje, fuso, porDia, alvo, cartao }: CalendarioSemanaProps) {
  const { i18n } = useLingui();
  const nome = (dia: string, opcoes: Intl.DateTimeFormatOptions) => i18n.date(paraFormatar(dia), { ...opcoes, timeZone: 'UTC' });
  const porHora = new Map<string, AtividadeResumo[]>();
  let primeira = PRIMEIRA_HORA;
  let ultima = ULTIMA_HORA;
  for (const dia of dias) {
    for (const atividade of porDia.get(dia) ?? []) {
      const hora = horaNoFuso(atividade.agendada_para, fuso);
      primeira = Math.min(primeira, hora);
      ultima = Math.max(ultima, hora);
      const chave = `${dia}|${hora}`;
      porHora.set(chave, [...(porHora.get(chave) ?? []), atividade]);
    }
  }
  const horas = Array.from({ length: ultima - primeira + 1 }, (_, indice) => primeira + indice);
  const rotuloHora = (hora: number) => `${String(hora).padStart(2, '0')}:00`;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '3.5rem repeat(7, minmax(0, 1fr))', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box aria-hidden sx={{ borderBottom: 1, borderColor: 'divider' }} />
      {dias.map((dia) => (
        <Box key={dia} aria-hidden sx={{ p: 0.5, textAlign: 'center', borderBottom: 1, borderLeft: 1, borderColor: 'divider' }}>
          <Box sx={{ typography: 'caption', fontWeight: 700, color: 'text.secondary' }}>{nome(dia, { weekday: 'short' })}</Box>
          <Box
            sx={{
              display: 'inline-block',
              px: 0.75,
              borderRadius: 8,
              fontWeight: 700,
              color: dia === hoje ? 'primary.contrastText' : 'text.primary',
              bgcolor: dia === hoje ? 'primary.main' : 'transparent',
            }}
          >
            {nome(dia, { day: 'numeric' })}
          </Box>
        </Box>
      ))}
      {horas.map((hora) => [
        <Box key={`h${hora}`} aria-hidden sx={{ typography: 'caption', color: 'text.secondary', textAlign: 'end', pr: 0.5, pt: 0.25, borderBottom: 1, borderColor: 'divider' }}>
          {rotuloHora(hora)}
        </Box>,
        ...dias.map((dia) => (
          <Box
            key={`${dia}|${hora}`}
            role="group"
            aria-label={i18n.date(new Date(`${dia}T${rotuloHora(hora)}:00Z`), { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' })}
            data-dia={dia}
            data-hora={hora}
            sx={(theme) => ({
              minHeight: 44,
              minWidth: 0,
              p: 0.25,
              display: 'grid',
              // Narrower than its cards' one-line text: the cards end their lines with an ellipsis.
              gridTemplateColumns: 'minmax(0, 1fr)',
              alignContent: 'start',
              gap: 0.25,
              borderBottom: 1,
              borderLeft: 1,
              borderColor: 'divider',
              bgcolor: alvo?.dia === dia && alvo.hora === hora ? alpha(theme.palette.primary.main, 0.12) : 'background.paper',
            })}
          >
            {(porHora.get(`${dia}|${hora}`) ?? []).map((atividade) => (
              <Box key={atividade.id}>{cartao(atividade)}</Box>
            ))}
          </Box>
        )),
      ])}
    </Box>
  );
}
