import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import { useLoad } from '../../ui/load/useLoad';
import { questionariosEscolhiveis, type QuestionarioEscolhivel } from './questionarioTitulos';

interface QuestionarioPadraoFieldProps {
  /** The chosen questionnaire's id, '' for none. */
  value: string;
  /** The id the tipo had when the editor read it: it stays offered even if since archived. */
  stored: string | null;
  onChange: (id: string) => void;
  readOnly: boolean;
  error?: string;
  /** Another use of the same choice (an activity's questionnaire); the tipo's default otherwise. */
  label?: string;
  helperText?: string;
}

/** The company's published questionnaires found by typing part of the título, or "Nenhum". */
export function QuestionarioPadraoField({ value, stored, onChange, readOnly, error, label, helperText }: QuestionarioPadraoFieldProps) {
  const { t } = useLingui();
  const escolhiveis = useLoad(() => questionariosEscolhiveis(stored));
  const nenhum: QuestionarioEscolhivel = { id: '', titulo: t`Nenhum`, status: 'publicado' };
  const options = [nenhum, ...(escolhiveis.data ?? [])];
  // Until the options arrive (or if the chosen one is gone) the id is kept, never silently dropped.
  const chosen = options.find((option) => option.id === value) ?? {
    id: value,
    titulo: escolhiveis.status === 'loading' ? t`Carregando…` : t`Questionário indisponível`,
    status: 'publicado',
  };
  return (
    <Autocomplete
      options={options}
      value={chosen}
      onChange={(_, option) => onChange(option.id)}
      readOnly={readOnly}
      disableClearable
      autoHighlight
      loading={escolhiveis.status === 'loading'}
      loadingText={t`Carregando…`}
      noOptionsText={t`Nenhum questionário publicado com esse título`}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      getOptionLabel={(option) => (option.status === 'arquivado' ? t`${option.titulo} (arquivado)` : option.titulo)}
      renderInput={(params) => (
        <TextField
          {...params}
          name="questionario_id"
          label={label ?? t`Questionário padrão`}
          error={Boolean(error)}
          helperText={
            error ??
            (escolhiveis.status === 'failed'
              ? escolhiveis.failureMessage
              : (helperText ?? t`Preenchido nas atividades deste tipo; só questionários publicados podem ser escolhidos.`))
          }
        />
      )}
    />
  );
}
