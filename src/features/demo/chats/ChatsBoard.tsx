import ChatOutlined from '@mui/icons-material/ChatOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { EmptyState } from '@/ui/EmptyState';
import { DemoData } from '../DemoData';
import { matchesSearch } from '../matchesSearch';
import { SearchField } from '../SearchField';
import { ChatContactList } from './ChatContactList';
import { ChatConversation } from './ChatConversation';
import { useChats } from './useChats';

/** The demo's chat: contacts with their presence, the recent ones first, and the open conversation beside them. */
export function ChatsBoard() {
  const { t } = useLingui();
  const { load, chats, send } = useChats();
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const ordered = [...chats].sort((a, b) => Number(b.recent) - Number(a.recent));
  const shown = ordered.filter((chat) => matchesSearch(search, chat.name));
  const selected = chats.find((chat) => chat.id === selectedId) ?? ordered[0] ?? null;

  return (
    <DemoData load={load}>
      {() => (
        <Paper variant="outlined" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '320px 1fr' }, minHeight: 520 }}>
          <Box sx={{ p: 2, display: 'grid', gap: 1, alignContent: 'start', borderRight: { md: 1 }, borderBottom: { xs: 1, md: 0 }, borderColor: 'divider' }}>
            <SearchField label={t`Buscar conversas`} value={search} onChange={setSearch} />
            {shown.length > 0 ? (
              <ChatContactList chats={shown} selectedId={selected?.id ?? null} onSelect={(chat) => setSelectedId(chat.id)} />
            ) : (
              <Typography color="text.secondary" sx={{ p: 2 }}>
                {t`Nenhuma conversa corresponde à busca.`}
              </Typography>
            )}
          </Box>
          <Box sx={{ p: 2, minWidth: 0 }}>
            {selected ? (
              <ChatConversation key={selected.id} chat={selected} onSend={(text) => send(selected, text)} />
            ) : (
              <EmptyState icon={<ChatOutlined />} title={t`Nenhuma conversa`}>
                {t`A demonstração não trouxe nenhuma conversa.`}
              </EmptyState>
            )}
          </Box>
        </Paper>
      )}
    </DemoData>
  );
}
