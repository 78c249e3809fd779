import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import { useState, type RefObject } from 'react';
import { failureMessage } from '#machines/callFailure';

/** One line to write a comment or a reply; Enter sends it, and a refusal shows under the line. */
export function InlineTextForm({ label, onSend, inputRef }: { label: string; onSend: (text: string) => Promise<void>; inputRef?: RefObject<HTMLInputElement | null> }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [state, setState] = useState<{ sending: boolean; failure: string | null }>({ sending: false, failure: null });
  const blank = text.trim() === '';
  return (
    <Box
      component="form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (blank || state.sending) return;
        setState({ sending: true, failure: null });
        try {
          await onSend(text.trim());
          setText('');
          setState({ sending: false, failure: null });
        } catch (error) {
          setState({ sending: false, failure: failureMessage(error) });
        }
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
    >
      <TextField
        inputRef={inputRef}
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        size="small"
        fullWidth
        autoComplete="off"
        error={state.failure !== null}
        helperText={state.failure && t`Não foi enviado: ${state.failure}`}
      />
      <IconButton type="submit" color="primary" aria-label={t`Enviar`} disabled={blank || state.sending}>
        <Send sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
      </IconButton>
    </Box>
  );
}
