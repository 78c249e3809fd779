import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import { ATIVIDADE_MAX, FREQUENCIAS, type Frequencia } from '#contract/atividade';
import { CampoData } from '@/ui/datas/CampoData';
import { EditorRow } from '@/ui/editor/EditorRow';
import type { EditorState } from '@/ui/editor/useEditor';
import type { NovaAtividadeValues } from './novaAtividadeForm';

/** Repeat every day, week or month, until a date or a number of times (the API creates each one). */
export function RecorrenciaCampos({ editor }: { editor: EditorState<unknown, NovaAtividadeValues> }) {
  const { t } = useLingui();
  const nomes: Record<Frequencia, string> = { diaria: t`Todo dia`, semanal: t`Toda semana`, mensal: t`Todo mês` };
  const { values, errors } = editor;
  // "Não repetir" is the empty value: shown, with the label above it.
  const vazioVisivel = { select: { displayEmpty: true }, inputLabel: { shrink: true } };
  return (
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
        <>
          <TextField
            select
            name="termina"
            label={t`Termina`}
            value={values.termina}
            onChange={(event) => editor.set('termina', event.target.value as NovaAtividadeValues['termina'])}
          >
            <MenuItem value="vezes">{t`Depois de um número de vezes`}</MenuItem>
            <MenuItem value="ate">{t`Em uma data`}</MenuItem>
          </TextField>
          {values.termina === 'ate' ? (
            <CampoData {...editor.text('ate')} tipo="data" label={t`Até`} error={Boolean(errors['recorrencia.ate'])} helperText={errors['recorrencia.ate']} />
          ) : (
            <TextField
              {...editor.text('vezes')}
              label={t`Vezes`}
              error={Boolean(errors['recorrencia.vezes'])}
              helperText={errors['recorrencia.vezes'] ?? t`Contando a primeira; até ${ATIVIDADE_MAX.ocorrencias}.`}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          )}
        </>
      )}
    </EditorRow>
  );
}
