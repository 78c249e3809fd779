import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { CORES_TIPO_SERVICO } from '#contract/cores';
import { COR_NOMES } from './corNomes';

interface CorPickerProps {
  value: string;
  onChange: (cor: string) => void;
  readOnly: boolean;
  error?: string;
}

/**
 * The palette as a group of radio buttons drawn as swatches: Tab reaches the chosen one, the
 * arrows move along the palette, and each colour says its name.
 */
export function CorPicker({ value, onChange, readOnly, error }: CorPickerProps) {
  const { t, i18n } = useLingui();
  const name = useId();
  const labelId = `${name}-rotulo`;
  const chosen = value.toUpperCase();
  return (
    <Box role="radiogroup" aria-labelledby={labelId} aria-invalid={error ? true : undefined}>
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t`Cor`}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {CORES_TIPO_SERVICO.map((entry) => (
          <Box
            key={entry.cor}
            component="label"
            title={i18n._(COR_NOMES[entry.cor])}
            sx={(theme) => ({
              position: 'relative',
              width: 36,
              height: 36,
              borderRadius: '50%',
              bgcolor: entry.cor,
              color: entry.texto,
              display: 'grid',
              placeItems: 'center',
              cursor: readOnly ? 'default' : 'pointer',
              border: 2,
              borderColor: chosen === entry.cor ? 'text.primary' : 'transparent',
              '&:has(input:focus-visible)': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
            })}
          >
            <input
              type="radio"
              name={name}
              value={entry.cor}
              checked={chosen === entry.cor}
              disabled={readOnly}
              aria-label={i18n._(COR_NOMES[entry.cor])}
              onChange={() => onChange(entry.cor)}
              style={{ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 }}
            />
            {chosen === entry.cor && <Check fontSize="small" aria-hidden />}
          </Box>
        ))}
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
