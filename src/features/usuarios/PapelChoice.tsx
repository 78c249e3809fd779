import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { PAPEIS, type Papel } from '#contract/papel';
import { PAPEL_HINTS, PAPEL_NAMES } from '../../i18n/papeis';

interface PapelChoiceProps {
  value: Papel;
  onChange: (papel: Papel) => void;
  readOnly?: boolean;
  error?: string;
}

/** The four papéis, each with what it may do, as arrow-key radios. */
export function PapelChoice({ value, onChange, readOnly = false, error }: PapelChoiceProps) {
  const { t, i18n } = useLingui();
  const labelId = useId();
  return (
    <FormControl error={Boolean(error)}>
      <FormLabel id={labelId}>{t`Papel`}</FormLabel>
      <RadioGroup aria-labelledby={labelId} name="papel" value={value} onChange={(event) => onChange(event.target.value as Papel)}>
        {PAPEIS.map((papel) => (
          <FormControlLabel
            key={papel}
            value={papel}
            disabled={readOnly}
            control={<Radio />}
            label={
              <>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {i18n._(PAPEL_NAMES[papel])}
                </Typography>{' '}
                <Typography component="span" color="text.secondary" variant="body2">
                  {i18n._(PAPEL_HINTS[papel])}
                </Typography>
              </>
            }
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
