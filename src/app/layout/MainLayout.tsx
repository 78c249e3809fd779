import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { CommandCenter } from '../../features/commands/CommandCenter';
import { ConvitesPendentes } from '../../features/convites/ConvitesPendentes';
import { useCustomizer, useCustomizerSend } from '../../features/customizer/CustomizerProvider';
import { EmailConfirmacaoAviso } from '../../features/profile/EmailConfirmacaoAviso';
import { MuiLocaleProvider } from '../../theme/MuiLocaleProvider';
import { BREAKPOINTS, MINI_SIDEBAR_WIDTH, SIDEBAR_WIDTH } from '../../theme/layout';
import { adiado } from '../../ui/adiado';
import { AppToaster } from '../../ui/toast/AppToaster';
import { Topbar } from './Topbar';

/**
 * A phone's sidebar is a drawer, closed until the menu button opens it: its code (the drawer, its
 * modal and transition) comes then, or with the first gesture. A wide screen, which shows it at
 * once, asks for it with the layout's code and keeps its room while it arrives.
 */
const Sidebar = adiado(() => import('./Sidebar').then((module) => module.Sidebar), {
  urgente: ({ permanent, open }) => permanent || open,
  Enquanto: ({ permanent, mini }) => (permanent ? <Box sx={{ width: mini ? MINI_SIDEBAR_WIDTH : SIDEBAR_WIDTH, flexShrink: 0 }} /> : null),
});
if (window.matchMedia(`(min-width: ${BREAKPOINTS.lg}px)`).matches) Sidebar.carregar();

export function MainLayout({ children }: { children: ReactNode }) {
  const theme = useTheme();
  const permanent = useMediaQuery(theme.breakpoints.up('lg'));
  const { isCollapse } = useCustomizer();
  const send = useCustomizerSend();
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <MuiLocaleProvider>
      <CommandCenter>
        <Box
          component="a"
          href="#conteudo"
          sx={{ position: 'absolute', insetInlineStart: 8, top: -48, zIndex: 'tooltip', p: 1, bgcolor: 'background.paper', '&:focus': { top: 8 } }}
        >
          <Trans>Pular para o conteúdo</Trans>
        </Box>
        <Box sx={{ display: 'flex', minHeight: '100vh' }}>
          <Sidebar permanent={permanent} mini={isCollapse} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
          <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
            <Topbar onMenu={() => (permanent ? send({ type: 'customizer.toggleCollapse' }) : setDrawerOpen(true))} />
            <Box sx={{ display: 'grid', gap: 1, px: { xs: 2, md: 3 }, pt: 2, '&:empty': { display: 'none' } }}>
              <EmailConfirmacaoAviso caso="confirmacao" />
              <ConvitesPendentes />
            </Box>
            <Box component="main" id="conteudo" tabIndex={-1} sx={{ p: { xs: 2, md: 3 }, flexGrow: 1, outline: 'none' }}>
              {children}
            </Box>
          </Box>
        </Box>
        <AppToaster />
      </CommandCenter>
    </MuiLocaleProvider>
  );
}
