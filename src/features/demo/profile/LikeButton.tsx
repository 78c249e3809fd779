import ThumbUp from '@mui/icons-material/ThumbUp';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import Button from '@mui/material/Button';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Likes } from '#mirage/social/types';
import { failureMessage } from '#machines/callFailure';
import { notify } from '@/ui/toast/notify';

/** Likes or unlikes through the demo server; pressed while liked, with the count beside it. */
export function LikeButton({ likes, what, onToggle, size }: { likes: Likes; what: string; onToggle: () => Promise<void>; size?: 'small' }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      await onToggle();
    } catch (error) {
      const said = failureMessage(error);
      notify(t`A curtida não foi registrada: ${said}`, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size={size}
      aria-label={t`Curtir ${what}`}
      aria-pressed={likes.like}
      disabled={busy}
      onClick={() => void toggle()}
      startIcon={likes.like ? <ThumbUp /> : <ThumbUpOutlined />}
      color={likes.like ? 'primary' : 'inherit'}
    >
      {likes.value}
    </Button>
  );
}
