import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import { IDIOMAS, type Idioma } from '#contract/limits';
import { useCustomizer } from '../features/customizer/CustomizerProvider';
import { useSetIdioma } from '../features/customizer/useSetIdioma';
import { IDIOMA_NAMES } from './idiomas';

interface IdiomaMuiSelectProps {
  /** Beside the brand of a public page: small, named for screen readers without a label drawn. */
  compacto?: boolean;
  /** Opens its menu, with the focus on it, as it appears: the stand-in it replaces was asked to open. */
  aberto?: boolean;
}

/** The language as MUI's select, like the fields beside it; each name in its own language. */
export function IdiomaMuiSelect({ compacto = false, aberto = false }: IdiomaMuiSelectProps) {
  const { t } = useLingui();
  const { isLanguage } = useCustomizer();
  const setIdioma = useSetIdioma();
  return (
    <TextField
      select
      size={compacto ? 'small' : 'medium'}
      label={compacto ? undefined : t`Idioma`}
      value={isLanguage}
      autoFocus={aberto}
      onChange={(event) => setIdioma(event.target.value as Idioma)}
      slotProps={{ select: { defaultOpen: aberto }, htmlInput: compacto ? { 'aria-label': t`Idioma` } : undefined }}
    >
      {IDIOMAS.map((idioma) => (
        <MenuItem key={idioma} value={idioma} lang={idioma}>
          {IDIOMA_NAMES[idioma]}
        </MenuItem>
      ))}
    </TextField>
  );
}
