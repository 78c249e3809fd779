import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useLingui } from '@lingui/react/macro';
import type { Note } from '#mirage/notes/types';
import { ARROW_ITEM, useArrowList } from '../useArrowList';
import { noteText } from './noteText';

interface NoteListProps {
  notes: Note[];
  selectedId: number | null;
  onSelect: (note: Note) => void;
  /** Resolves true once the note is deleted. */
  onDelete: (note: Note) => Promise<boolean>;
}

/** The notes, newest first, each with its colour and date: ↑/↓ move, Enter opens one in the editor. */
export function NoteList({ notes, selectedId, onSelect, onDelete }: NoteListProps) {
  const { t, i18n } = useLingui();
  const { listProps, removedAt } = useArrowList<HTMLUListElement>(notes.length);
  return (
    <List {...listProps} aria-label={t`Notas`} sx={{ maxHeight: { md: 520 }, overflowY: 'auto' }}>
      {notes.map((note, index) => {
        const text = noteText(note, t`Nota sem texto`);
        const selected = note.id === selectedId;
        return (
          <ListItem
            key={note.id}
            disablePadding
            secondaryAction={
              <Tooltip title={t`Excluir`}>
                <IconButton
                  edge="end"
                  aria-label={t`Excluir a nota ${text}`}
                  onClick={async () => {
                    if (await onDelete(note)) removedAt(index);
                  }}
                >
                  <DeleteOutlined />
                </IconButton>
              </Tooltip>
            }
          >
            <ListItemButton
              {...ARROW_ITEM}
              selected={selected}
              aria-current={selected || undefined}
              onClick={() => onSelect(note)}
              sx={{ borderRadius: 1, borderLeft: 4, borderColor: `${note.color}.main`, alignItems: 'flex-start' }}
            >
              <ListItemText
                primary={text}
                secondary={i18n.date(new Date(note.datef), { dateStyle: 'medium' })}
                slotProps={{ primary: { noWrap: true } }}
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
