import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { ChatContact } from '#mirage/chat/types';
import { ChatMessageItem } from './ChatMessageItem';
import { MessageForm } from './MessageForm';
import { PRESENCE_LABELS } from './presence';
import { PresenceAvatar } from './PresenceAvatar';

/** The open chat: who it is with and their presence, the messages in time order, and the box to write. */
export function ChatConversation({ chat, onSend }: { chat: ChatContact; onSend: (text: string) => void }) {
  const { t, i18n } = useLingui();
  const log = useRef<HTMLDivElement>(null);
  const messages = [...chat.messages].sort((a, b) => a.createdAt.localeCompare(b.createdAt));

  // The newest message is at the bottom: keep it in view as the chat opens and as messages arrive.
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [chat.id, messages.length]);

  return (
    <Box component="section" aria-labelledby="conversa-nome" sx={{ display: 'grid', gridTemplateRows: 'auto 1fr auto', gap: 2, minHeight: 0, height: '100%' }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', pb: 2, borderBottom: 1, borderColor: 'divider' }}>
        <PresenceAvatar chat={chat} size={48} />
        <Box>
          <Typography id="conversa-nome" variant="h6" component="h2">
            {chat.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {i18n._(PRESENCE_LABELS[chat.status])}
          </Typography>
        </Box>
      </Box>
      <Box
        ref={log}
        role="log"
        aria-label={t`Mensagens`}
        // A scrolling region must be reachable by keyboard to be read.
        tabIndex={0}
        sx={(theme) => ({ p: 1, maxHeight: { xs: 420, md: 480 }, overflowY: 'auto', '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` } })}
      >
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', alignContent: 'start', gap: 2 }}>
          {messages.map((message) => (
            <ChatMessageItem key={message.id} message={message} contactName={chat.name} />
          ))}
        </Box>
      </Box>
      <MessageForm contactName={chat.name} onSend={onSend} />
    </Box>
  );
}
