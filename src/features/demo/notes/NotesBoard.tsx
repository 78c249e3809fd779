import Add from '@mui/icons-material/Add';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { Note } from '#mirage/notes/types';
import { useConfirm } from '@/ui/confirm/ConfirmProvider';
import { EmptyState } from '@/ui/EmptyState';
import { notify } from '@/ui/toast/notify';
import { DemoData } from '../DemoData';
import { matchesSearch } from '../matchesSearch';
import { SearchField } from '../SearchField';
import { NoteEditor } from './NoteEditor';
import { NoteList } from './NoteList';
import { noteText } from './noteText';
import { useNotes } from './useNotes';

/** The demo's notes: a searchable list beside the editor of the chosen one; add and delete. */
export function NotesBoard() {
  const { t } = useLingui();
  const confirm = useConfirm();
  const { load, notes, write, paint, remove, create } = useNotes();
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [created, setCreated] = useState(0);
  const text = useRef<HTMLTextAreaElement>(null);
  const shown = notes.filter((note) => matchesSearch(search, note.title));
  const selected = notes.find((note) => note.id === selectedId) ?? shown[0] ?? null;

  // A new note is for writing: the focus goes to its text.
  useEffect(() => {
    if (created > 0) text.current?.focus();
  }, [created]);

  const onAdd = () => {
    setSearch('');
    setSelectedId(create(selected?.color ?? 'primary'));
    setCreated((count) => count + 1);
  };

  const onDelete = async (note: Note) => {
    const name = noteText(note, t`Nota sem texto`);
    if (!(await confirm({ title: t`Excluir a nota?`, message: t`A nota "${name}" sai da lista.` }))) return false;
    remove(note.id);
    if (note.id === selected?.id) setSelectedId(null);
    notify(t`Nota excluída.`, 'success');
    return true;
  };

  return (
    <DemoData load={load}>
      {() => (
        <Paper variant="outlined" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '340px 1fr' }, minHeight: 480 }}>
          <Box sx={{ p: 2, display: 'grid', gap: 1, alignContent: 'start', borderRight: { md: 1 }, borderBottom: { xs: 1, md: 0 }, borderColor: 'divider' }}>
            <Button variant="contained" startIcon={<Add />} onClick={onAdd}>
              {t`Adicionar nota`}
            </Button>
            <SearchField label={t`Buscar notas`} value={search} onChange={setSearch} />
            {shown.length > 0 ? (
              <NoteList notes={shown} selectedId={selected?.id ?? null} onSelect={(note) => setSelectedId(note.id)} onDelete={onDelete} />
            ) : (
              <Typography color="text.secondary" sx={{ p: 2 }}>
                {notes.length > 0 ? t`Nenhuma nota corresponde à busca.` : t`Nenhuma nota ainda.`}
              </Typography>
            )}
          </Box>
          <Box sx={{ p: 3, minWidth: 0 }}>
            {selected ? (
              <NoteEditor note={selected} textRef={text} onWrite={(value) => write(selected.id, value)} onPaint={(color) => paint(selected.id, color)} />
            ) : (
              <EmptyState icon={<StickyNote2Outlined />} title={t`Nenhuma nota escolhida`}>
                {t`Escolha uma nota na lista ou adicione uma nova.`}
              </EmptyState>
            )}
          </Box>
        </Paper>
      )}
    </DemoData>
  );
}
