import MenuIcon from '@mui/icons-material/Menu';
import Search from '@mui/icons-material/Search';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useCommandCenter } from '../../ui/commands/CommandCenterContext';
import { keyLabel } from '../../features/commands/keys';
import { SinoDeNotificacoes } from '../../features/notificacoes/SinoDeNotificacoes';
import { TOPBAR_HEIGHT } from '../../theme/layout';
import { adiado } from '../../ui/adiado';
import { visuallyHiddenStyle } from '../../ui/VisuallyHidden';
import { EmpresaSwitcher } from './EmpresaSwitcher';
import { UserMenu } from './UserMenu';

/**
 * The device's outbox and agenda copy (IndexedDB, the sender) are not what a page draws first:
 * their code comes at the first gesture or a moment after the page opened, whichever is first.
 * Nothing waits meanwhile — the writes stay on the device and go when the sender starts.
 */
const TrabalhoNoAparelho = adiado(() => import('./TrabalhoNoAparelho').then((module) => module.TrabalhoNoAparelho));
const TRABALHO_NO_APARELHO_DEPOIS_MS = 2000;

/** Drawn at once on a wide screen; a phone, which never shows them, never loads their code. */
const BotoesDaMesa = adiado(() => import('./BotoesDaMesa').then((module) => module.BotoesDaMesa), {
  urgente: () => true,
  // Their room (three 40 px buttons and the toolbar's two gaps), so that nothing moves when they arrive.
  Enquanto: () => <Box sx={{ width: 136, flexShrink: 0 }} />,
});

export function Topbar({ onMenu }: { onMenu: () => void }) {
  const { t } = useLingui();
  useEffect(() => {
    const espera = setTimeout(TrabalhoNoAparelho.carregar, TRABALHO_NO_APARELHO_DEPOIS_MS);
    return () => clearTimeout(espera);
  }, []);
  const { openPalette } = useCommandCenter();
  // A phone's topbar keeps the menu, the company, the palette and the person's menu: with two
  // companies it ran past a 360 px screen. Language, mode and the customizer move into that menu.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ minHeight: { xs: TOPBAR_HEIGHT }, gap: 1 }}>
        <IconButton aria-label={t`Menu`} onClick={onMenu} edge="start">
          <MenuIcon />
        </IconButton>
        <EmpresaSwitcher />
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<Search />}
          onClick={openPalette}
          aria-keyshortcuts="Control+K Meta+K"
          // Its margin, not a spacer, pushes the buttons to the end: on a phone the company takes the room.
          sx={{ ml: 'auto', borderColor: 'divider', color: 'text.secondary' }}
        >
          {/* On small screens the icon alone shows; the name stays for screen readers. */}
          <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('md')]: visuallyHiddenStyle })}>
            <Trans>Buscar comandos</Trans>
          </Box>
          <Box component="kbd" sx={{ display: { xs: 'none', md: 'inline' }, ml: 1, fontFamily: 'inherit', fontSize: 12 }}>
            {keyLabel('mod+k')}
          </Box>
        </Button>
        <TrabalhoNoAparelho />
        <SinoDeNotificacoes />
        {!phone && <BotoesDaMesa />}
        <UserMenu withAppearance={phone} />
      </Toolbar>
    </AppBar>
  );
}
