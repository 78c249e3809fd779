import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { GalleryItem } from '#mirage/social/types';
import { useLoad } from '@/ui/load/useLoad';
import { useDemoApi } from '../DemoContext';
import { DemoData } from '../DemoData';
import { matchesSearch } from '../matchesSearch';
import { SearchField } from '../SearchField';

/** The profile's pictures, each with its name and date, found by name. */
export function GalleryBoard() {
  const { t, i18n } = useLingui();
  const api = useDemoApi();
  const load = useLoad(() => api.get<GalleryItem[]>('/api/data/gallery'));
  const [search, setSearch] = useState('');
  return (
    <DemoData load={load}>
      {(items) => {
        const shown = items.filter((item) => matchesSearch(search, item.name));
        return (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="h6" component="h2">
              {t`Fotos (${items.length})`}
            </Typography>
            <Box sx={{ maxWidth: 420 }}>
              <SearchField label={t`Buscar fotos`} value={search} onChange={setSearch} />
            </Box>
            <Box component="ul" aria-label={t`Galeria`} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
              {shown.map((item) => (
                <Paper component="li" variant="outlined" key={item.id} sx={{ overflow: 'hidden' }}>
                  <Box component="img" src={item.cover} alt={item.name} sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' }} />
                  <Box sx={{ p: 1.5 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.name}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {i18n.date(new Date(item.time), { dateStyle: 'medium' })}
                    </Typography>
                  </Box>
                </Paper>
              ))}
            </Box>
            {shown.length === 0 && <Typography color="text.secondary">{t`Nenhuma foto corresponde à busca.`}</Typography>}
          </Box>
        );
      }}
    </DemoData>
  );
}
