import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { BlogPost } from '#mirage/blog/types';
import { BLOG_CATEGORY_LABELS } from './blogLabels';
import { PostStats } from './PostStats';

/** A post in full: cover, category, title, author, date, numbers and its text, paragraph by paragraph. */
export function BlogArticle({ post }: { post: BlogPost }) {
  const { t, i18n } = useLingui();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="img" src={post.coverImg} alt="" sx={{ width: '100%', aspectRatio: '16 / 7', objectFit: 'cover', borderRadius: 2 }} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Chip size="small" label={i18n._(BLOG_CATEGORY_LABELS[post.category])} />
        {post.featured && <Chip size="small" color="primary" label={t`Destaque`} />}
      </Box>
      <Typography variant="h4" component="h2" id="publicacao-titulo">
        {post.title}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar src={post.author.avatar} alt="" />
        <Typography>{post.author.name}</Typography>
        <Typography color="text.secondary">· {i18n.date(new Date(post.createdAt), { dateStyle: 'long' })}</Typography>
      </Box>
      <PostStats post={post} />
      {post.content.split(/\n{2,}/).map((paragraph, index) => (
        <Typography key={index} sx={{ lineHeight: 1.8 }}>
          {paragraph}
        </Typography>
      ))}
    </Box>
  );
}
