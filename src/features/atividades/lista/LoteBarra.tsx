import EventOutlined from '@mui/icons-material/EventOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import Block from '@mui/icons-material/Block';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AcaoLote } from '#contract/atividadeLote';

interface LoteBarraProps {
  quantas: number;
  onAcao: (acao: AcaoLote) => void;
  onLimpar: () => void;
}

/** "N selecionadas" above the rows while some are marked, with what can be done to all of them. */
export function LoteBarra({ quantas, onAcao, onLimpar }: LoteBarraProps) {
  const { t } = useLingui();
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label={t`Atividades marcadas`}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 2, py: 1, mb: 2, bgcolor: 'action.selected' }}
    >
      <Typography aria-live="polite" sx={{ fontWeight: 600, mr: 'auto' }}>
        {plural(quantas, { one: '# selecionada', other: '# selecionadas' })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" startIcon={<PersonOutline />} onClick={() => onAcao('reatribuir')} aria-keyshortcuts="A">
          <Trans>Reatribuir</Trans>
        </Button>
        <Button size="small" variant="outlined" startIcon={<EventOutlined />} onClick={() => onAcao('reagendar')}>
          <Trans>Reagendar</Trans>
        </Button>
        <Button size="small" variant="outlined" color="error" startIcon={<Block />} onClick={() => onAcao('cancelar')}>
          <Trans>Cancelar</Trans>
        </Button>
        <Button size="small" onClick={onLimpar}>
          <Trans>Limpar seleção</Trans>
        </Button>
      </Box>
    </Paper>
  );
}
