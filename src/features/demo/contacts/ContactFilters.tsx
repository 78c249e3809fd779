import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useLingui } from '@lingui/react/macro';
import { DEPARTMENTS, type Contact } from '#mirage/contacts/types';
import { ARROW_ITEM, useArrowList } from '../useArrowList';
import { DEPARTMENT_LABELS, inFilter, type ContactFilter } from './contactLabels';

interface ContactFiltersProps {
  contacts: Contact[];
  filter: ContactFilter;
  onFilter: (filter: ContactFilter) => void;
}

/** Which contacts to list: all, the frequently contacted, the starred, or one department; each with its count. */
export function ContactFilters({ contacts, filter, onFilter }: ContactFiltersProps) {
  const { t, i18n } = useLingui();
  const { listProps } = useArrowList<HTMLUListElement>(0);
  const filters: Array<{ value: ContactFilter; label: string }> = [
    { value: 'all', label: t`Todos os contatos` },
    { value: 'frequent', label: t`Contatados com frequência` },
    { value: 'starred', label: t`Favoritos` },
    ...DEPARTMENTS.map((department) => ({ value: department, label: i18n._(DEPARTMENT_LABELS[department]) })),
  ];
  const item = ({ value, label }: { value: ContactFilter; label: string }) => (
    <ListItem key={value} disablePadding>
      <ListItemButton {...ARROW_ITEM} selected={filter === value} aria-pressed={filter === value} onClick={() => onFilter(value)} sx={{ borderRadius: 1 }}>
        <ListItemText primary={label} />
        <span>{contacts.filter((contact) => inFilter(contact, value)).length}</span>
      </ListItemButton>
    </ListItem>
  );
  return (
    <List {...listProps} aria-label={t`Filtrar contatos`} dense>
      {filters.slice(0, 3).map(item)}
      <ListSubheader disableSticky sx={{ bgcolor: 'transparent', fontWeight: 600 }}>
        {t`Departamentos`}
      </ListSubheader>
      {filters.slice(3).map(item)}
    </List>
  );
}
