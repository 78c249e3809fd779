import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { AcaoCorretiva } from '#contract/acoes';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import { acaoPath } from '../acoesAddress';
import { STATUS_CORES, STATUS_NOMES } from '../acaoNomes';

/**
 * One action on its prazo's day: código and título, its status as the stripe beside it (in words
 * for screen readers), and "Atrasada" when it is late. It opens the action's page.
 */
export function AcaoNoDia({ acao }: { acao: AcaoCorretiva }) {
  const { i18n } = useLingui();
  const theme = useTheme();
  const status = STATUS_CORES[acao.status];
  const cor = acao.atrasada ? theme.palette.error.main : status === 'default' ? theme.palette.grey[500] : theme.palette[status].main;
  const fechada = acao.status === 'verificada' || acao.status === 'cancelada';
  return (
    <Box
      component={Link}
      href={acaoPath(acao.id)}
      data-acao-id={acao.id}
      sx={{
        display: 'block',
        px: 0.75,
        py: 0.25,
        borderInlineStart: 4,
        borderColor: cor,
        borderRadius: 0.5,
        bgcolor: acao.atrasada ? alpha(theme.palette.error.main, 0.1) : 'action.hover',
        color: 'text.primary',
        textDecoration: fechada ? 'line-through' : 'none',
        typography: 'caption',
        overflowWrap: 'anywhere',
        '&:hover': { bgcolor: 'action.selected' },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid', outlineOffset: 1 },
      }}
    >
      <Box component="span" sx={{ fontWeight: 700, display: 'block' }}>
        {acao.codigo}
        {acao.atrasada && (
          <>
            {' · '}
            <Box component="span" sx={{ color: 'error.main' }}>
              <Trans>Atrasada</Trans>
            </Box>
          </>
        )}
      </Box>
      {acao.titulo}
      <VisuallyHidden>, {i18n._(STATUS_NOMES[acao.status])}</VisuallyHidden>
    </Box>
  );
}
