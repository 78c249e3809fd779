import Box from '@mui/material/Box';
import { useLingui } from '@lingui/react/macro';
import { IDIOMAS, type Idioma } from '../../contract/limits';
import { useCustomizer } from '../features/customizer/CustomizerProvider';
import { useSetIdioma } from '../features/customizer/useSetIdioma';
import { IDIOMA_NAMES } from './idiomas';

/**
 * The language of the public pages, before anyone signs in. A native select: the whole list by
 * keyboard and screen reader at once, and almost nothing added to the first page.
 */
export function IdiomaSelect() {
  const { t } = useLingui();
  const { isLanguage } = useCustomizer();
  const setIdioma = useSetIdioma();
  return (
    <Box
      component="select"
      aria-label={t`Idioma`}
      value={isLanguage}
      onChange={(event) => setIdioma(event.target.value as Idioma)}
      sx={{
        font: 'inherit',
        color: 'text.primary',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        px: 1,
        py: 0.75,
        cursor: 'pointer',
      }}
    >
      {IDIOMAS.map((idioma) => (
        <option key={idioma} value={idioma} lang={idioma}>
          {IDIOMA_NAMES[idioma]}
        </option>
      ))}
    </Box>
  );
}
