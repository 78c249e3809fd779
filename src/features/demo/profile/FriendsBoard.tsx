import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DemoData } from '../DemoData';
import { matchesSearch } from '../matchesSearch';
import { SearchField } from '../SearchField';
import { useFollowers } from './useFollowers';

/** The profile's friends as cards: picture, name and role. */
export function FriendsBoard() {
  const { t } = useLingui();
  const { load, followers } = useFollowers();
  const [search, setSearch] = useState('');
  const shown = followers.filter((friend) => matchesSearch(search, friend.name, friend.role));
  return (
    <DemoData load={load}>
      {() => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="h6" component="h2">
            {t`Amigos (${followers.length})`}
          </Typography>
          <Box sx={{ maxWidth: 420 }}>
            <SearchField label={t`Buscar amigos`} value={search} onChange={setSearch} />
          </Box>
          <Box component="ul" aria-label={t`Amigos`} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
            {shown.map((friend) => (
              <Paper component="li" variant="outlined" key={friend.id} sx={{ p: 2, display: 'grid', justifyItems: 'center', gap: 1, textAlign: 'center' }}>
                <Avatar src={friend.avatar} alt="" sx={{ width: 72, height: 72 }} />
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{friend.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {friend.role}
                </Typography>
              </Paper>
            ))}
          </Box>
          {shown.length === 0 && <Typography color="text.secondary">{t`Nenhum amigo corresponde à busca.`}</Typography>}
        </Box>
      )}
    </DemoData>
  );
}
