import ModeCommentOutlined from '@mui/icons-material/ModeCommentOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { BlogPost } from '#mirage/blog/types';
import { VisuallyHidden } from '@/ui/VisuallyHidden';

/** A post's views, comments and shares, each read out with its name. */
export function PostStats({ post }: { post: BlogPost }) {
  const { i18n } = useLingui();
  const comments = post.comments.length;
  const stats = [
    {
      key: 'views',
      icon: <VisibilityOutlined fontSize="small" />,
      value: i18n.number(post.view),
      label: plural(post.view, { one: '# visualização', other: '# visualizações' }),
    },
    {
      key: 'comments',
      icon: <ModeCommentOutlined fontSize="small" />,
      value: i18n.number(comments),
      label: plural(comments, { one: '# comentário', other: '# comentários' }),
    },
    {
      key: 'shares',
      icon: <ShareOutlined fontSize="small" />,
      value: i18n.number(post.share),
      label: plural(post.share, { one: '# compartilhamento', other: '# compartilhamentos' }),
    },
  ];
  return (
    <Box component="ul" sx={{ display: 'flex', gap: 2, p: 0, m: 0, listStyle: 'none', color: 'text.secondary' }}>
      {stats.map((stat) => (
        <Box component="li" key={stat.key}>
          <Box component="span" aria-hidden sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            {stat.icon}
            {stat.value}
          </Box>
          <VisuallyHidden>{stat.label}</VisuallyHidden>
        </Box>
      ))}
    </Box>
  );
}
