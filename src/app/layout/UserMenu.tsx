import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useCustomizerSend } from '../../features/customizer/CustomizerProvider';
import { MenuAdiado } from '../../ui/muiAdiado';
import { useSession } from '../session/useSession';
import { useModeToggle } from './useModeToggle';

/** The person's menu; on a phone it also holds the mode and the customizer, which the topbar has no room for. */
export function UserMenu({ withAppearance = false }: { withAppearance?: boolean }) {
  const { t } = useLingui();
  const { user, logout } = useSession();
  const mode = useModeToggle();
  const send = useCustomizerSend();
  const [, navigate] = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const initial = user?.nome.trim().charAt(0).toUpperCase() ?? '?';
  return (
    <>
      <IconButton aria-label={t`Menu do usuário`} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main' }}>{initial}</Avatar>
      </IconButton>
      <MenuAdiado anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <ListItemText sx={{ px: 2, py: 1 }} primary={user?.nome} secondary={user?.email} />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            navigate('/meu-perfil');
          }}
        >
          <Trans>Meu perfil</Trans>
        </MenuItem>
        {withAppearance && [
          <MenuItem
            key="modo"
            onClick={() => {
              setAnchor(null);
              mode.toggle();
            }}
          >
            {mode.label}
          </MenuItem>,
          <MenuItem
            key="aparencia"
            onClick={() => {
              setAnchor(null);
              send({ type: 'customizer.open' });
            }}
          >
            <Trans>Personalizar aparência</Trans>
          </MenuItem>,
        ]}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            logout();
          }}
        >
          <Trans>Sair</Trans>
        </MenuItem>
      </MenuAdiado>
    </>
  );
}
