import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import { NOTE_COLORS, type Note, type NoteColor } from '#mirage/notes/types';
import { NOTE_COLOR_NAMES } from './noteColors';

interface NoteEditorProps {
  note: Note;
  textRef: Ref<HTMLTextAreaElement>;
  onWrite: (text: string) => void;
  onPaint: (color: NoteColor) => void;
}

/** The chosen note's text and colour; each change shows in the list at once. */
export function NoteEditor({ note, textRef, onWrite, onPaint }: NoteEditorProps) {
  const { t, i18n } = useLingui();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <TextField
        label={t`Texto da nota`}
        value={note.title}
        onChange={(event) => onWrite(event.target.value)}
        multiline
        minRows={8}
        fullWidth
        inputRef={textRef}
      />
      <FormControl>
        <FormLabel id="nota-cor">{t`Cor`}</FormLabel>
        <RadioGroup row aria-labelledby="nota-cor" value={note.color} onChange={(event) => onPaint(event.target.value as NoteColor)}>
          {NOTE_COLORS.map((color) => (
            <FormControlLabel
              key={color}
              value={color}
              label={i18n._(NOTE_COLOR_NAMES[color])}
              control={<Radio sx={{ color: `${color}.main`, '&.Mui-checked': { color: `${color}.main` } }} />}
            />
          ))}
        </RadioGroup>
      </FormControl>
    </Box>
  );
}
