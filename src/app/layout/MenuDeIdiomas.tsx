import MenuItem from '@mui/material/MenuItem';
import { IDIOMAS } from '#contract/limits';
import { useCustomizer } from '../../features/customizer/CustomizerProvider';
import { useSetIdioma } from '../../features/customizer/useSetIdioma';
import { IDIOMA_NAMES } from '../../i18n/idiomas';
import { MenuAdiado } from '../../ui/muiAdiado';

/** The languages' menu itself, whose code comes when it first opens (LanguageMenu). */
export function MenuDeIdiomas({ anchor, setAnchor }: { anchor: HTMLElement | null; setAnchor: (anchor: HTMLElement | null) => void }) {
  const { isLanguage } = useCustomizer();
  const setIdioma = useSetIdioma();
  return (
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
  );
}
