import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** One thing the bar does to every marked row. */
export interface LoteBotao<A extends string> {
  acao: A;
  label: string;
  icon: ReactNode;
  /** The row shortcut that does the same (`aria-keyshortcuts`). */
  atalho?: string;
  perigo?: boolean;
}

interface LoteBarraProps<A extends string> {
  quantas: number;
  /** What the marked rows are, for a screen reader ("Atividades marcadas"). */
  rotulo: string;
  botoes: LoteBotao<A>[];
  onAcao: (acao: A) => void;
  onLimpar: () => void;
}

/** "N selecionadas" above the rows while some are marked, with what can be done to all of them. */
export function LoteBarra<A extends string>({ quantas, rotulo, botoes, onAcao, onLimpar }: LoteBarraProps<A>) {
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label={rotulo}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 2, py: 1, mb: 2, bgcolor: 'action.selected' }}
    >
      <Typography aria-live="polite" sx={{ fontWeight: 600, mr: 'auto' }}>
        {plural(quantas, { one: '# selecionada', other: '# selecionadas' })}
      </Typography>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {botoes.map((botao) => (
          <Button
            key={botao.acao}
            size="small"
            variant="outlined"
            color={botao.perigo ? 'error' : undefined}
            startIcon={botao.icon}
            onClick={() => onAcao(botao.acao)}
            aria-keyshortcuts={botao.atalho}
          >
            {botao.label}
          </Button>
        ))}
        <Button size="small" onClick={onLimpar}>
          <Trans>Limpar seleção</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
