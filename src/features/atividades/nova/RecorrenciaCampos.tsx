import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ATIVIDADE_MAX, DIAS_DA_SEMANA, FREQUENCIAS, type DiaDaSemana, type Frequencia } from '#contract/atividade';
import { CampoData } from '@/ui/datas/CampoData';
import { EditorRow } from '@/ui/editor/EditorRow';
import type { EditorState } from '@/ui/editor/useEditor';
import { diaDaSemanaDe, type NovaAtividadeValues } from './novaAtividadeForm';
import { cadaQuanto, nomeDoDia } from '../serie/serieEmPalavras';

/**
 * Repeat every N days, weeks (on chosen weekdays) or months, until a date, a number of times or
 * without an end (the server creates a series; docs/series.md).
 */
export function RecorrenciaCampos({ editor }: { editor: EditorState<unknown, NovaAtividadeValues> }) {
  const { t, i18n } = useLingui();
  const diasId = useId();
  const nomes: Record<Frequencia, string> = { diaria: t`Todo dia`, semanal: t`Toda semana`, mensal: t`Todo mês` };
  const { values, errors } = editor;
  const intervalo = Number(values.intervalo);
  const doInicio = diaDaSemanaDe(values.agendada_para);
  // No day chosen is the first activity's day, shown pressed.
  const dias = values.dias.length > 0 ? values.dias : doInicio ? [doInicio] : [];
  // "Não repetir" is the empty value: shown, with the label above it.
  const vazioVisivel = { select: { displayEmpty: true }, inputLabel: { shrink: true } };
  return (
    <>
      <EditorRow>
        <TextField
          select
          name="frequencia"
          label={t`Repetir`}
          value={values.frequencia}
          onChange={(event) => editor.set('frequencia', event.target.value as NovaAtividadeValues['frequencia'])}
          error={Boolean(errors.recorrencia)}
          helperText={errors.recorrencia}
          slotProps={vazioVisivel}
        >
          <MenuItem value="">{t`Não repetir`}</MenuItem>
          {FREQUENCIAS.map((frequencia) => (
            <MenuItem key={frequencia} value={frequencia}>
              {nomes[frequencia]}
            </MenuItem>
          ))}
        </TextField>
        {values.frequencia && (
          <TextField
            {...editor.text('intervalo')}
            label={t`A cada`}
            error={Boolean(errors['recorrencia.intervalo'])}
            helperText={errors['recorrencia.intervalo'] ?? (Number.isInteger(intervalo) && intervalo >= 1 ? cadaQuanto(values.frequencia, intervalo) : ' ')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
          />
        )}
      </EditorRow>
      {values.frequencia === 'semanal' && (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Typography id={diasId} variant="body2" color="text.secondary">
            {t`Nos dias`}
          </Typography>
          <ToggleButtonGroup
            aria-labelledby={diasId}
            size="small"
            value={dias}
            onChange={(_, escolhidos: DiaDaSemana[]) => editor.set('dias', escolhidos.length > 0 ? escolhidos : dias)}
            sx={{ flexWrap: 'wrap' }}
          >
            {DIAS_DA_SEMANA.map((dia) => (
              <ToggleButton key={dia} value={dia} aria-label={nomeDoDia(i18n, dia, 'long')} sx={{ minWidth: 44 }}>
                {nomeDoDia(i18n, dia, 'short')}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {errors['recorrencia.dias_da_semana'] && <FormHelperText error>{errors['recorrencia.dias_da_semana']}</FormHelperText>}
        </Box>
      )}
      {values.frequencia && (
        <EditorRow>
          <TextField
            select
            name="termina"
            label={t`Termina`}
            value={values.termina}
            onChange={(event) => editor.set('termina', event.target.value as NovaAtividadeValues['termina'])}
            helperText={values.termina === 'nunca' ? t`As próximas são criadas algumas semanas antes, conforme chegam.` : undefined}
          >
            <MenuItem value="vezes">{t`Depois de um número de vezes`}</MenuItem>
            <MenuItem value="ate">{t`Em uma data`}</MenuItem>
            <MenuItem value="nunca">{t`Nunca`}</MenuItem>
          </TextField>
          {values.termina === 'ate' && (
            <CampoData {...editor.text('ate')} tipo="data" label={t`Até`} error={Boolean(errors['recorrencia.ate'])} helperText={errors['recorrencia.ate']} />
          )}
          {values.termina === 'vezes' && (
            <TextField
              {...editor.text('vezes')}
              label={t`Vezes`}
              error={Boolean(errors['recorrencia.vezes'])}
              helperText={errors['recorrencia.vezes'] ?? t`Contando a primeira; até ${ATIVIDADE_MAX.ocorrencias}.`}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          )}
        </EditorRow>
      )}
    </>
  );
}
