import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { failureMessage } from '#machines/callFailure';
import { notify } from '@/ui/toast/notify';

type Sending = { status: 'idle' } | { status: 'sending' } | { status: 'failed'; message: string };

/** Writes a comment on a post; Ctrl/⌘+Enter sends it too. */
export function CommentForm({ onSend }: { onSend: (text: string) => Promise<void> }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [sending, setSending] = useState<Sending>({ status: 'idle' });
  const blank = text.trim() === '';

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (blank || sending.status === 'sending') return;
    setSending({ status: 'sending' });
    try {
      await onSend(text.trim());
      setText('');
      setSending({ status: 'idle' });
      notify(t`Comentário publicado.`, 'success');
    } catch (error) {
      setSending({ status: 'failed', message: failureMessage(error) });
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void send(event);
  };

  return (
    <Box component="form" noValidate onSubmit={send} sx={{ display: 'grid', gap: 2 }}>
      {sending.status === 'failed' && <Alert severity="error">{t`O comentário não foi publicado: ${sending.message}`}</Alert>}
      <TextField
        label={t`Seu comentário`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        multiline
        minRows={3}
        fullWidth
      />
      <Box>
        <Button type="submit" variant="contained" disabled={blank} loading={sending.status === 'sending'}>
          {t`Publicar comentário`}
        </Button>
      </Box>
    </Box>
  );
}
