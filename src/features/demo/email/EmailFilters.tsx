import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useLingui } from '@lingui/react/macro';
import type { Email } from '#mirage/email/types';
import { ARROW_ITEM, useArrowList } from '../useArrowList';
import { EMAIL_FILTER_LABELS, FOLDER_FILTERS, inEmailFilter, LABEL_FILTERS, type EmailFilter } from './emailLabels';

interface EmailFiltersProps {
  emails: Email[];
  filter: EmailFilter;
  onFilter: (filter: EmailFilter) => void;
}

/** The folders, the starred and important, then the labels; each with how many messages it holds. */
export function EmailFilters({ emails, filter, onFilter }: EmailFiltersProps) {
  const { t, i18n } = useLingui();
  const { listProps } = useArrowList<HTMLUListElement>(0);
  const item = (value: EmailFilter) => (
    <ListItem key={value} disablePadding>
      <ListItemButton {...ARROW_ITEM} selected={filter === value} aria-pressed={filter === value} onClick={() => onFilter(value)} sx={{ borderRadius: 1 }}>
        <ListItemText primary={i18n._(EMAIL_FILTER_LABELS[value])} />
        <span>{emails.filter((email) => inEmailFilter(email, value)).length}</span>
      </ListItemButton>
    </ListItem>
  );
  return (
    <List {...listProps} aria-label={t`Pastas de e-mail`} dense>
      {FOLDER_FILTERS.map(item)}
      <ListSubheader disableSticky sx={{ bgcolor: 'transparent', fontWeight: 600 }}>
        {t`Marcadores`}
      </ListSubheader>
      {LABEL_FILTERS.map(item)}
    </List>
  );
}
