import Translate from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { adiado } from '../../ui/adiado';
import { Dica } from '../../ui/muiAdiado';

const MenuDeIdiomas = adiado(() => import('./MenuDeIdiomas').then((module) => module.MenuDeIdiomas), {
  urgente: ({ anchor }) => anchor !== null,
});

export function LanguageMenu() {
  const { t } = useLingui();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Dica title={t`Idioma`}>
        <IconButton aria-label={t`Idioma`} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
          <Translate />
        </IconButton>
      </Dica>
      <MenuDeIdiomas anchor={anchor} setAnchor={setAnchor} />
    </>
  );
}
