import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

/** Writes a message; Enter sends it. */
export function MessageForm({ contactName, onSend }: { contactName: string; onSend: (text: string) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const blank = text.trim() === '';
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (blank) return;
        onSend(text.trim());
        setText('');
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
    >
      <TextField
        label={t`Mensagem para ${contactName}`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        size="small"
        fullWidth
        autoComplete="off"
      />
      <IconButton type="submit" color="primary" aria-label={t`Enviar`} disabled={blank}>
        <Send sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
      </IconButton>
    </Box>
  );
}
