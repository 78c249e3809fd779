import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { Suspense, useId, useState, type ReactNode } from 'react';

type Vista = 'grafico' | 'tabela';

/**
 * A section of the painel drawn as a chart or as a table of the same numbers: the table is what a
 * screen reader or a keyboard reads, and the toggle is two buttons in the tab order.
 */
export function GraficoOuTabela({ titulo, grafico, tabela, altura }: { titulo: string; grafico: ReactNode; tabela: ReactNode; altura: number }) {
  const { t } = useLingui();
  const [vista, setVista] = useState<Vista>('grafico');
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id={id} variant="h6" component="h2">
          {titulo}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={vista} onChange={(_, nova: Vista | null) => nova && setVista(nova)} aria-label={t`Ver como`}>
          <ToggleButton value="grafico">{t`Gráfico`}</ToggleButton>
          <ToggleButton value="tabela">{t`Tabela`}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {vista === 'grafico' ? (
        // The chart repeats the table's numbers: a screen reader is pointed at the table instead.
        <Box role="img" aria-label={t`${titulo}: gráfico. Escolha “Tabela” para ler os números.`} sx={{ minHeight: altura }}>
          <Suspense fallback={<Skeleton variant="rounded" height={altura} />}>{grafico}</Suspense>
        </Box>
      ) : (
        tabela
      )}
    </Paper>
  );
}
