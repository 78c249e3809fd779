import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useLingui } from '@lingui/react/macro';
import type { ChatContact } from '#mirage/chat/types';
import { ARROW_ITEM, useArrowList } from '../useArrowList';
import { PRESENCE_LABELS } from './presence';
import { PresenceAvatar } from './PresenceAvatar';

interface ChatContactListProps {
  chats: ChatContact[];
  selectedId: number | null;
  onSelect: (chat: ChatContact) => void;
}

/** The chats, the recent ones first under their own heading: ↑/↓ move, Enter opens one. */
export function ChatContactList({ chats, selectedId, onSelect }: ChatContactListProps) {
  const { t, i18n } = useLingui();
  const { listProps } = useArrowList<HTMLUListElement>(chats.length);
  const groups = [
    { key: 'recent', title: t`Recentes`, chats: chats.filter((chat) => chat.recent) },
    { key: 'others', title: t`Outros contatos`, chats: chats.filter((chat) => !chat.recent) },
  ].filter((group) => group.chats.length > 0);

  return (
    <List {...listProps} aria-label={t`Conversas`} sx={{ maxHeight: { md: 560 }, overflowY: 'auto' }}>
      {groups.map((group) => [
        <ListSubheader key={group.key} disableSticky sx={{ bgcolor: 'transparent', fontWeight: 600, lineHeight: '32px' }}>
          {group.title}
        </ListSubheader>,
        ...group.chats.map((chat) => {
          const selected = chat.id === selectedId;
          return (
            <ListItem key={chat.id} disablePadding>
              <ListItemButton {...ARROW_ITEM} selected={selected} aria-current={selected || undefined} onClick={() => onSelect(chat)} sx={{ borderRadius: 1 }}>
                <ListItemAvatar>
                  <PresenceAvatar chat={chat} />
                </ListItemAvatar>
                <ListItemText
                  primary={chat.name}
                  secondary={`${i18n._(PRESENCE_LABELS[chat.status])} · ${chat.excerpt}`}
                  slotProps={{ secondary: { noWrap: true } }}
                />
              </ListItemButton>
            </ListItem>
          );
        }),
      ])}
    </List>
  );
}
