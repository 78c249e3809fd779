import OndemandVideoOutlined from '@mui/icons-material/OndemandVideoOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Post } from '#mirage/social/types';
import { InlineTextForm } from './InlineTextForm';
import { LikeButton } from './LikeButton';
import { PostCommentItem } from './PostCommentItem';
import type { PostActions } from './usePosts';

/** One post of the feed: its author, text, pictures and video, its likes, and the conversation under it. */
export function PostCard({ post, actions }: { post: Post; actions: PostActions }) {
  const { t, i18n } = useLingui();
  const author = post.profile.name;
  const when = i18n.date(new Date(post.profile.time), { dateStyle: 'medium', timeStyle: 'short' });
  const { comments } = post.data;
  return (
    <Paper component="article" variant="outlined" aria-label={t`Publicação de ${author}`} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <Avatar src={post.profile.avatar} alt="" />
        <Box>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {author}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {when}
          </Typography>
        </Box>
      </Box>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{post.data.content}</Typography>
      {post.data.images.length > 0 && (
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))' }}>
          {post.data.images.map((image, index) => (
            <Box
              key={index}
              component="img"
              src={image.img}
              alt={'title' in image ? image.title : t`Imagem da publicação de ${author}`}
              sx={{ width: '100%', borderRadius: 1, gridColumn: 'featured' in image ? '1 / -1' : undefined }}
            />
          ))}
        </Box>
      )}
      {post.data.video && (
        <Link href={post.data.video} target="_blank" rel="noopener noreferrer" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <OndemandVideoOutlined aria-hidden />
          {t`Assistir ao vídeo`}
        </Link>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <LikeButton likes={post.data.likes} what={t`a publicação de ${author}`} onToggle={() => actions.like(post.id)} />
        <Typography variant="body2" color="text.secondary">
          {plural(comments.length, { one: '# comentário', other: '# comentários' })}
        </Typography>
      </Box>
      {comments.length > 0 && (
        <Box component="ul" aria-label={t`Comentários`} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {comments.map((comment) => (
            <PostCommentItem
              key={comment.id}
              comment={comment}
              onLike={() => actions.likeComment(post.id, comment.id)}
              onReply={(text) => actions.reply(post.id, comment.id, text)}
            />
          ))}
        </Box>
      )}
      <InlineTextForm label={t`Comentar a publicação de ${author}`} onSend={(text) => actions.comment(post.id, text)} />
    </Paper>
  );
}
