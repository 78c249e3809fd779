import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Modelo } from '#contract/questionario';
import type { Loaded } from '../../ui/load/useLoad';

interface ModeloChoiceProps {
  modelos: Loaded<Modelo[]>;
  /** A template's `chave`, or '' for a blank questionnaire. */
  value: string;
  onChange: (chave: string) => void;
}

function Opcao({ titulo, detalhe }: { titulo: string; detalhe: string }) {
  return (
    <Box sx={{ py: 0.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {titulo}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {detalhe}
      </Typography>
    </Box>
  );
}

/** Start blank or from one of the ready-made templates: radio buttons, so the arrows move among them. */
export function ModeloChoice({ modelos, value, onChange }: ModeloChoiceProps) {
  const { t } = useLingui();
  const labelId = useId();
  return (
    <Box>
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t`Começar de`}
      </Typography>
      <RadioGroup aria-labelledby={labelId} value={value} onChange={(event) => onChange(event.target.value)} sx={{ gap: 0.5 }}>
        <FormControlLabel value="" control={<Radio />} label={<Opcao titulo={t`Em branco`} detalhe={t`Monte as seções e as perguntas do zero.`} />} />
        {(modelos.data ?? []).map((modelo) => (
          <FormControlLabel
            key={modelo.chave}
            value={modelo.chave}
            control={<Radio />}
            label={
              <Opcao
                titulo={modelo.titulo}
                detalhe={`${modelo.descricao} · ${plural(modelo.total_perguntas, { one: '# pergunta', other: '# perguntas' })}`}
              />
            }
          />
        ))}
      </RadioGroup>
      {modelos.status === 'loading' && <Skeleton variant="rounded" height={48} aria-label={t`Carregando os modelos`} />}
      {modelos.status === 'failed' && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={modelos.retry}>
              <Trans>Tentar novamente</Trans>
            </Button>
          }
        >
          {t`Não foi possível carregar os modelos; você ainda pode começar em branco.`}
        </Alert>
      )}
    </Box>
  );
}
