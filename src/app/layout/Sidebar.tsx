import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { MINI_SIDEBAR_WIDTH, SIDEBAR_WIDTH, TOPBAR_HEIGHT } from '../../theme/layout';
import { BrandMark } from '../../ui/BrandMark';
import { podeAbrir, ROUTES } from '../routes';
import { useSession } from '../session/useSession';
import { NAV_ICONS } from './navIcons';

interface SidebarProps {
  permanent: boolean;
  mini: boolean;
  open: boolean;
  onClose: () => void;
}

/** spec §9: 270 px, 87 px when collapsed; below lg a temporary drawer. */
export function Sidebar({ permanent, mini, open, onClose }: SidebarProps) {
  const { t, i18n } = useLingui();
  const [location] = useLocation();
  const width = permanent && mini ? MINI_SIDEBAR_WIDTH : SIDEBAR_WIDTH;
  const { empresa } = useSession();
  const navRoutes = ROUTES.filter((route) => route.nav && podeAbrir(route, empresa?.papel));

  return (
    <Drawer
      variant={permanent ? 'permanent' : 'temporary'}
      open={permanent || open}
      onClose={onClose}
      sx={{ width, flexShrink: 0 }}
      slotProps={{ paper: { sx: { width, boxSizing: 'border-box', overflowX: 'hidden' } } }}
    >
      <Box sx={{ height: TOPBAR_HEIGHT, display: 'flex', alignItems: 'center', px: mini && permanent ? 2.5 : 3 }}>
        <Box component={Link} href="/atividades/lista" sx={{ color: 'inherit', textDecoration: 'none' }} aria-label="Prumo">
          <BrandMark size={mini && permanent ? 28 : 32} />
        </Box>
      </Box>
      <Box component="nav" aria-label={t`Navegação principal`} sx={{ px: 2 }}>
        <List>
          {navRoutes.map((route) => {
            const label = i18n._(route.title);
            const active = location === route.path || location.startsWith(`${route.path}/`);
            const item = (
              <ListItemButton
                component={Link}
                href={route.path}
                selected={active}
                aria-current={active ? 'page' : undefined}
                aria-label={mini && permanent ? label : undefined}
                onClick={permanent ? undefined : onClose}
                sx={{ borderRadius: 1, '&.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText' }, '&.Mui-selected:hover': { bgcolor: 'primary.dark' } }}
              >
                <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>{route.nav && NAV_ICONS[route.nav]}</ListItemIcon>
                {!(mini && permanent) && <ListItemText primary={label} />}
              </ListItemButton>
            );
            // Each link in its own list item: a list holds only items (WCAG 1.3.1).
            return (
              <ListItem key={route.path} disablePadding sx={{ mb: 0.5 }}>
                {mini && permanent ? (
                  <Tooltip title={label} placement="right">
                    {item}
                  </Tooltip>
                ) : (
                  item
                )}
              </ListItem>
            );
          })}
        </List>
      </Box>
    </Drawer>
  );
}
