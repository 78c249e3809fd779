import Translate from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { IDIOMAS } from '#contract/limits';
import { useCustomizer } from '../../features/customizer/CustomizerProvider';
import { useSetIdioma } from '../../features/customizer/useSetIdioma';
import { IDIOMA_NAMES } from '../../i18n/idiomas';
import { Dica, MenuAdiado } from '../../ui/muiAdiado';

export function LanguageMenu() {
  const { t } = useLingui();
  const { isLanguage } = useCustomizer();
  const setIdioma = useSetIdioma();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Dica title={t`Idioma`}>
        <IconButton aria-label={t`Idioma`} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
          <Translate />
        </IconButton>
      </Dica>
      <MenuAdiado anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {IDIOMAS.map((idioma) => (
          <MenuItem
            key={idioma}
            lang={idioma}
            selected={idioma === isLanguage}
            onClick={() => {
              setAnchor(null);
              setIdioma(idioma);
            }}
          >
            {IDIOMA_NAMES[idioma]}
          </MenuItem>
        ))}
      </MenuAdiado>
    </>
  );
}
