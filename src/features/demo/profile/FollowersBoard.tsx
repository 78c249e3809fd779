import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DemoData } from '../DemoData';
import { matchesSearch } from '../matchesSearch';
import { SearchField } from '../SearchField';
import { ARROW_ITEM, useArrowList } from '../useArrowList';
import { useFollowers } from './useFollowers';

/** Who follows the profile, with a button to follow each back or stop following; ↑/↓ move between the buttons. */
export function FollowersBoard() {
  const { t } = useLingui();
  const { load, followers, toggleFollow } = useFollowers();
  const [search, setSearch] = useState('');
  const shown = followers.filter((follower) => matchesSearch(search, follower.name, follower.role, follower.country));
  const { listProps } = useArrowList<HTMLUListElement>(shown.length);
  return (
    <DemoData load={load}>
      {() => (
        <Box sx={{ display: 'grid', gap: 2, maxWidth: 760 }}>
          <Typography variant="h6" component="h2">
            {t`Seguidores (${followers.length})`}
          </Typography>
          <SearchField label={t`Buscar seguidores`} value={search} onChange={setSearch} />
          <List {...listProps} aria-label={t`Seguidores`}>
            {shown.map((follower) => (
              <ListItem
                key={follower.id}
                divider
                secondaryAction={
                  <Button
                    {...ARROW_ITEM}
                    variant={follower.isFollowed ? 'outlined' : 'contained'}
                    aria-pressed={follower.isFollowed}
                    aria-label={t`Seguir ${follower.name}`}
                    onClick={() => toggleFollow(follower)}
                  >
                    {follower.isFollowed ? t`Seguindo` : t`Seguir`}
                  </Button>
                }
                sx={{ pr: 16 }}
              >
                <ListItemAvatar>
                  <Avatar src={follower.avatar} alt="" />
                </ListItemAvatar>
                <ListItemText primary={follower.name} secondary={`${follower.role} · ${follower.country}`} />
              </ListItem>
            ))}
          </List>
          {shown.length === 0 && <Typography color="text.secondary">{t`Nenhum seguidor corresponde à busca.`}</Typography>}
        </Box>
      )}
    </DemoData>
  );
}
