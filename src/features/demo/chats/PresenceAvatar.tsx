import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import type { ChatContact } from '#mirage/chat/types';
import { PRESENCE_COLORS } from './presence';

/** The contact's picture with a dot in the colour of their presence (the text beside it says it in words). */
export function PresenceAvatar({ chat, size = 40 }: { chat: ChatContact; size?: number }) {
  return (
    <Badge
      overlap="circular"
      variant="dot"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      sx={{ '& .MuiBadge-dot': { width: 12, height: 12, borderRadius: '50%', border: 2, borderColor: 'background.paper', bgcolor: PRESENCE_COLORS[chat.status] } }}
    >
      <Avatar src={chat.thumb} alt="" sx={{ width: size, height: size }} />
    </Badge>
  );
}
