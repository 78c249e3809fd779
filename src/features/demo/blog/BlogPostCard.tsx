import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'wouter';
import type { BlogPost } from '#mirage/blog/types';
import { BLOG_CATEGORY_LABELS, blogPostPath } from './blogLabels';
import { PostStats } from './PostStats';

/** A post in the blog's grid: its cover, category, title (the link to it), author and numbers. */
export function BlogPostCard({ post }: { post: BlogPost }) {
  const { t, i18n } = useLingui();
  return (
    <Card component="article" variant="outlined" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <CardMedia component="img" image={post.coverImg} alt="" sx={{ aspectRatio: '16 / 9' }} />
      <CardContent sx={{ display: 'grid', gap: 1.5, flexGrow: 1, alignContent: 'start' }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" label={i18n._(BLOG_CATEGORY_LABELS[post.category])} />
          {post.featured && <Chip size="small" color="primary" label={t`Destaque`} />}
        </Box>
        <Typography variant={post.featured ? 'h5' : 'h6'} component="h2">
          <Link component={RouterLink} href={blogPostPath(post)} color="inherit" underline="hover">
            {post.title}
          </Link>
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Avatar src={post.author.avatar} alt="" sx={{ width: 28, height: 28 }} />
          <Typography variant="body2">{post.author.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            · {i18n.date(new Date(post.createdAt), { dateStyle: 'medium' })}
          </Typography>
        </Box>
        <PostStats post={post} />
      </CardContent>
    </Card>
  );
}
