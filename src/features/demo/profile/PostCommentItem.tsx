import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { PostComment, PostReply } from '#mirage/social/types';
import { InlineTextForm } from './InlineTextForm';
import { LikeButton } from './LikeButton';

/** Who said it and when, then what they said. */
function Said({ entry, children }: { entry: PostComment | PostReply; children?: ReactNode }) {
  const { i18n } = useLingui();
  const when = i18n.date(new Date(entry.profile.time), { dateStyle: 'short', timeStyle: 'short' });
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Avatar src={entry.profile.avatar} alt="" sx={{ width: 32, height: 32 }} />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'grid', gap: 0.5 }}>
        <Typography variant="subtitle2" component="p">
          {entry.profile.name}{' '}
          <Typography component="span" variant="caption" color="text.secondary">
            {when}
          </Typography>
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {entry.data.comment}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}

interface PostCommentItemProps {
  comment: PostComment;
  onLike: () => Promise<void>;
  onReply: (text: string) => Promise<void>;
}

/** A comment with its like and its replies; Responder opens a line to answer it. */
export function PostCommentItem({ comment, onLike, onReply }: PostCommentItemProps) {
  const { t } = useLingui();
  const [replying, setReplying] = useState(false);
  const replyBox = useRef<HTMLInputElement>(null);
  const author = comment.profile.name;

  useEffect(() => {
    if (replying) replyBox.current?.focus();
  }, [replying]);

  return (
    <Box component="li" sx={{ display: 'grid', gap: 1 }}>
      <Said entry={comment}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <LikeButton size="small" likes={comment.data.likes} what={t`o comentário de ${author}`} onToggle={onLike} />
          <Button size="small" color="inherit" aria-expanded={replying} onClick={() => setReplying((open) => !open)}>
            {t`Responder`}
          </Button>
        </Box>
      </Said>
      {(comment.data.replies.length > 0 || replying) && (
        <Box sx={{ pl: 5, display: 'grid', gap: 1 }}>
          {comment.data.replies.length > 0 && (
            <Box component="ul" aria-label={t`Respostas a ${author}`} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {comment.data.replies.map((reply) => (
                <Box component="li" key={reply.id}>
                  <Said entry={reply}>
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
                      <ThumbUpOutlined aria-hidden sx={{ fontSize: 14 }} />
                      {plural(reply.data.likes.value, { one: '# curtida', other: '# curtidas' })}
                    </Typography>
                  </Said>
                </Box>
              ))}
            </Box>
          )}
          {replying && (
            <InlineTextForm
              inputRef={replyBox}
              label={t`Responder a ${author}`}
              onSend={async (text) => {
                await onReply(text);
                setReplying(false);
              }}
            />
          )}
        </Box>
      )}
    </Box>
  );
}
