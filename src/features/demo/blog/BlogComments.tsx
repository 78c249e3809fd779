import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { BlogComment } from '#mirage/blog/types';

function CommentItem({ comment }: { comment: BlogComment }) {
  const { i18n } = useLingui();
  return (
    <Box component="li" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}>
      <Avatar src={comment.profile.avatar} alt="" sx={{ width: 36, height: 36 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="p">
          {comment.profile.name}{' '}
          <Typography component="span" variant="caption" color="text.secondary">
            {i18n.date(new Date(comment.time), { dateStyle: 'medium', timeStyle: 'short' })}
          </Typography>
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{comment.comment}</Typography>
      </Box>
      {comment.replies.length > 0 && (
        <Box component="ul" sx={{ gridColumn: 2, listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 2 }}>
          {comment.replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/** A post's comments, newest first as the server keeps them, each with its replies below it. */
export function BlogComments({ comments }: { comments: BlogComment[] }) {
  const { t } = useLingui();
  if (comments.length === 0) return <Typography color="text.secondary">{t`Nenhum comentário ainda. Seja o primeiro.`}</Typography>;
  return (
    <Box component="ol" aria-label={t`Comentários`} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3 }}>
      {comments.map((comment) => (
        <CommentItem key={comment.id} comment={comment} />
      ))}
    </Box>
  );
}
