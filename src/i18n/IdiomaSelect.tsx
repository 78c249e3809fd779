import { styled } from '@mui/material/styles';
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
    <Escolha aria-label={t`Idioma`} value={isLanguage} onChange={(event) => setIdioma(event.target.value as Idioma)}>
      {IDIOMAS.map((idioma) => (
        <option key={idioma} value={idioma} lang={idioma}>
          {IDIOMA_NAMES[idioma]}
        </option>
      ))}
    </Escolha>
  );
}

const Escolha = styled('select')(({ theme }) => ({
  font: 'inherit',
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  padding: theme.spacing(0.75, 1),
  cursor: 'pointer',
}));
