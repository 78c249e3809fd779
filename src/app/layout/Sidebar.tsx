import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { MINI_SIDEBAR_WIDTH, SIDEBAR_WIDTH, TOPBAR_HEIGHT } from '../../theme/layout';
import { BrandMark } from '../../ui/BrandMark';
import { Dica } from '../../ui/muiAdiado';
import { naNavegacao, ROUTES, SECAO_TITLES, type AppRoute, type Secao } from '../routes';
import { useVisao } from '../useVisao';
import { NAV_ICONS } from './navIcons';

interface SidebarProps {
  permanent: boolean;
  mini: boolean;
  open: boolean;
  onClose: () => void;
}

/** 270 px, 87 px when collapsed; below lg a temporary drawer. */
export function Sidebar({ permanent, mini, open, onClose }: SidebarProps) {
  const { t, i18n } = useLingui();
  const [location] = useLocation();
  const compact = mini && permanent;
  const width = compact ? MINI_SIDEBAR_WIDTH : SIDEBAR_WIDTH;
  const visao = useVisao();
  const navRoutes = ROUTES.filter((route) => naNavegacao(route, visao));
  const secoes = [...new Set(navRoutes.map((route) => route.secao))];

  const link = (route: AppRoute) => {
    const label = i18n._(route.title);
    const active = location === route.path || location.startsWith(`${route.path}/`);
    const item = (
      <ListItemButton
        component={Link}
        href={route.path}
        selected={active}
        aria-current={active ? 'page' : undefined}
        aria-label={compact ? label : undefined}
        onClick={permanent ? undefined : onClose}
        sx={{ borderRadius: 1, '&.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText' }, '&.Mui-selected:hover': { bgcolor: 'primary.dark' } }}
      >
        <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>{route.nav && NAV_ICONS[route.nav]}</ListItemIcon>
        {!compact && <ListItemText primary={label} />}
      </ListItemButton>
    );
    // Each link in its own list item: a list holds only items (WCAG 1.3.1).
    return (
      <ListItem key={route.path} disablePadding sx={{ mb: 0.5 }}>
        {compact ? (
          <Dica title={label} placement="right">
            {item}
          </Dica>
        ) : (
          item
        )}
      </ListItem>
    );
  };

  const heading = (secao: Secao) => (
    <ListSubheader id={`secao-${secao}`} disableSticky sx={{ bgcolor: 'transparent', fontWeight: 600, lineHeight: '36px', px: 1.5 }}>
      {i18n._(SECAO_TITLES[secao])}
    </ListSubheader>
  );

  return (
    <Drawer
      variant={permanent ? 'permanent' : 'temporary'}
      open={permanent || open}
      onClose={onClose}
      sx={{ width, flexShrink: 0 }}
      slotProps={{ paper: { sx: { width, boxSizing: 'border-box', overflowX: 'hidden' } } }}
    >
      {/* The paper is a flex column that scrolls: without flexShrink a long menu squeezes the brand. */}
      <Box sx={{ height: TOPBAR_HEIGHT, flexShrink: 0, display: 'flex', alignItems: 'center', px: compact ? 2.5 : 3 }}>
        <Box component={Link} href="/atividades/lista" sx={{ color: 'inherit', textDecoration: 'none' }} aria-label="Prumo">
          <BrandMark size={compact ? 28 : 32} />
        </Box>
      </Box>
      <Box component="nav" aria-label={t`Navegação principal`} sx={{ px: 2, flexShrink: 0 }}>
        {secoes.map((secao) => (
          <List
            key={secao ?? 'produto'}
            aria-labelledby={secao && !compact ? `secao-${secao}` : undefined}
            aria-label={secao && compact ? i18n._(SECAO_TITLES[secao]) : undefined}
            // The mini sidebar has no room for the group's name: a rule still sets it apart.
            subheader={secao && !compact ? heading(secao) : undefined}
            sx={secao && compact ? { borderTop: 1, borderColor: 'divider' } : undefined}
          >
            {navRoutes.filter((route) => route.secao === secao).map(link)}
          </List>
        ))}
      </Box>
    </Drawer>
  );
}
