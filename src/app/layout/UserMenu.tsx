import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { adiado } from '../../ui/adiado';
import { useSession } from '../session/useSession';

/** The menu's items (MenuItem, ListItemText) are not part of the topbar's first draw. */
const MenuDoUsuario = adiado(() => import('./MenuDoUsuario').then((module) => module.MenuDoUsuario), {
  urgente: ({ anchor }) => anchor !== null,
});

/** The person's menu; on a phone it also holds the mode and the customizer, which the topbar has no room for. */
export function UserMenu({ withAppearance = false }: { withAppearance?: boolean }) {
  const { t } = useLingui();
  const { user } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const initial = user?.nome.trim().charAt(0).toUpperCase() ?? '?';
  return (
    <>
      <IconButton aria-label={t`Menu do usuário`} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main' }}>{initial}</Avatar>
      </IconButton>
      <MenuDoUsuario anchor={anchor} setAnchor={setAnchor} withAppearance={withAppearance} />
    </>
  );
}
