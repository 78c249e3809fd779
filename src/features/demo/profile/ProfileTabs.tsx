import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useLingui } from '@lingui/react';
import { Link, useLocation } from 'wouter';
import { DEMO_NAV_LABELS } from '../navLabels';
import { PROFILE_PATHS } from './profilePaths';

const TABS = [
  { path: PROFILE_PATHS.profile, label: DEMO_NAV_LABELS.profile },
  { path: PROFILE_PATHS.followers, label: DEMO_NAV_LABELS.followers },
  { path: PROFILE_PATHS.friends, label: DEMO_NAV_LABELS.friends },
  { path: PROFILE_PATHS.gallery, label: DEMO_NAV_LABELS.gallery },
];

/** The social profile's four pages, as the template's tabs: each one an address of its own. */
export function ProfileTabs() {
  const { i18n } = useLingui();
  const [location] = useLocation();
  return (
    <Tabs component="nav" value={TABS.some((tab) => tab.path === location) ? location : false} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 3 }}>
      {TABS.map((tab) => (
        <Tab key={tab.path} value={tab.path} label={i18n._(tab.label)} component={Link} href={tab.path} aria-current={tab.path === location ? 'page' : undefined} />
      ))}
    </Tabs>
  );
}
