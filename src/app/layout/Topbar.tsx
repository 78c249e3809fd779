import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import Search from '@mui/icons-material/Search';
import Tune from '@mui/icons-material/Tune';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCommandCenter } from '../../features/commands/CommandCenterContext';
import { keyLabel } from '../../features/commands/keys';
import { useCustomizer, useCustomizerSend } from '../../features/customizer/CustomizerProvider';
import { TOPBAR_HEIGHT } from '../../theme/layout';
import { visuallyHiddenStyle } from '../../ui/VisuallyHidden';
import { EmpresaSwitcher } from './EmpresaSwitcher';
import { LanguageMenu } from './LanguageMenu';
import { UserMenu } from './UserMenu';

export function Topbar({ onMenu }: { onMenu: () => void }) {
  const { t } = useLingui();
  const { activeMode } = useCustomizer();
  const send = useCustomizerSend();
  const { openPalette } = useCommandCenter();
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ minHeight: { xs: TOPBAR_HEIGHT }, gap: 1 }}>
        <IconButton aria-label={t`Menu`} onClick={onMenu} edge="start">
          <MenuIcon />
        </IconButton>
        <EmpresaSwitcher />
        <Box sx={{ flexGrow: 1 }} />
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<Search />}
          onClick={openPalette}
          aria-keyshortcuts="Control+K Meta+K"
          sx={{ borderColor: 'divider', color: 'text.secondary' }}
        >
          {/* On small screens the icon alone shows; the name stays for screen readers. */}
          <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('md')]: visuallyHiddenStyle })}>
            <Trans>Buscar comandos</Trans>
          </Box>
          <Box component="kbd" sx={{ display: { xs: 'none', md: 'inline' }, ml: 1, fontFamily: 'inherit', fontSize: 12 }}>
            {keyLabel('mod+k')}
          </Box>
        </Button>
        <LanguageMenu />
        <Tooltip title={activeMode === 'light' ? t`Usar modo escuro` : t`Usar modo claro`}>
          <IconButton
            aria-label={activeMode === 'light' ? t`Usar modo escuro` : t`Usar modo claro`}
            onClick={() => send({ type: 'customizer.toggleMode' })}
          >
            {activeMode === 'light' ? <DarkModeOutlined /> : <LightModeOutlined />}
          </IconButton>
        </Tooltip>
        <Tooltip title={t`Personalizar aparência`}>
          <IconButton aria-label={t`Personalizar aparência`} onClick={() => send({ type: 'customizer.open' })}>
            <Tune />
          </IconButton>
        </Tooltip>
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
