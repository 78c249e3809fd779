import Translate from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { IDIOMAS } from '../../../contract/limits';
import { useCustomizer } from '../../features/customizer/CustomizerProvider';
import { useSetIdioma } from '../../features/customizer/useSetIdioma';
import { IDIOMA_NAMES } from '../../i18n/idiomas';

export function LanguageMenu() {
  const { t } = useLingui();
  const { isLanguage } = useCustomizer();
  const setIdioma = useSetIdioma();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={t`Idioma`}>
        <IconButton aria-label={t`Idioma`} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
          <Translate />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
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
      </Menu>
    </>
  );
}
