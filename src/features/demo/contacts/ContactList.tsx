import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import type { Contact } from '#mirage/contacts/types';
import { ARROW_ITEM, useArrowList } from '../useArrowList';
import { DEPARTMENT_LABELS, fullName } from './contactLabels';
import { StarButton } from './StarButton';

interface ContactListProps {
  contacts: Contact[];
  selectedId: number | null;
  onSelect: (contact: Contact) => void;
  onToggleStar: (contact: Contact) => void;
}

type ContactRowProps = Pick<ContactListProps, 'onSelect' | 'onToggleStar'> & { contact: Contact; selected: boolean };

// Drawn again only when its own contact, its selection or its callbacks change: starring one contact
// leaves the other rows as they are.
const ContactRow = memo(function ContactRow({ contact, selected, onSelect, onToggleStar }: ContactRowProps) {
  const { i18n } = useLingui();
  const name = fullName(contact);
  return (
    <ListItem disablePadding secondaryAction={<StarButton name={name} starred={contact.starred} onToggle={() => onToggleStar(contact)} edge="end" />}>
      <ListItemButton {...ARROW_ITEM} selected={selected} aria-current={selected || undefined} onClick={() => onSelect(contact)} sx={{ borderRadius: 1 }}>
        <ListItemAvatar>
          <Avatar src={contact.image} alt="" />
        </ListItemAvatar>
        <ListItemText primary={name} secondary={i18n._(DEPARTMENT_LABELS[contact.department])} />
      </ListItemButton>
    </ListItem>
  );
});

/** The contacts shown, a line each: ↑/↓ move between them, Enter or a click opens one beside the list. */
export function ContactList({ contacts, selectedId, onSelect, onToggleStar }: ContactListProps) {
  const { t } = useLingui();
  const { listProps } = useArrowList<HTMLUListElement>(contacts.length);
  return (
    <List {...listProps} aria-label={t`Contatos`} sx={{ maxHeight: { md: 560 }, overflowY: 'auto' }}>
      {contacts.map((contact) => (
        <ContactRow key={contact.id} contact={contact} selected={contact.id === selectedId} onSelect={onSelect} onToggleStar={onToggleStar} />
      ))}
    </List>
  );
}
