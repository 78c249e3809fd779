import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { Trans } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { useCustomizerSend } from '../../features/customizer/CustomizerProvider';
import { MenuAdiado } from '../../ui/muiAdiado';
import { useSession } from '../session/useSession';
import { useModeToggle } from './useModeToggle';

/** The person's menu itself, whose code comes when it first opens (UserMenu). */
interface Props {
  anchor: HTMLElement | null;
  setAnchor: (anchor: HTMLElement | null) => void;
  withAppearance: boolean;
}

export function MenuDoUsuario({ anchor, setAnchor, withAppearance }: Props) {
  const { user, logout } = useSession();
  const mode = useModeToggle();
  const send = useCustomizerSend();
  const [, navigate] = useLocation();
  return (
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
  );
}
