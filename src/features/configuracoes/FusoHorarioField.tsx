import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import { fusosHorarios } from '#contract/fusoHorario';

interface FusoHorarioFieldProps {
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
  error?: string;
}

/** The IANA time zones, found by typing any part of the name ("sao", "Manaus", "Lisbon"). */
export function FusoHorarioField({ value, onChange, readOnly, error }: FusoHorarioFieldProps) {
  const { t } = useLingui();
  return (
    <Autocomplete
      options={fusosHorarios()}
      value={value}
      onChange={(_, chosen) => onChange(chosen ?? '')}
      readOnly={readOnly}
      disableClearable
      autoHighlight
      getOptionLabel={(option) => option.replace(/_/g, ' ')}
      renderInput={(params) => (
        <TextField
          {...params}
          name="fuso_horario"
          label={t`Fuso horário`}
          error={Boolean(error)}
          helperText={error ?? t`Datas e horas das atividades seguem este fuso.`}
        />
      )}
    />
  );
}
