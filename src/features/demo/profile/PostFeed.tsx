import DynamicFeedOutlined from '@mui/icons-material/DynamicFeedOutlined';
import Box from '@mui/material/Box';
import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '@/ui/EmptyState';
import { DemoData } from '../DemoData';
import { PostCard } from './PostCard';
import { usePosts } from './usePosts';

/** The profile's posts, one under the other. */
export function PostFeed() {
  const { t } = useLingui();
  const { load, posts, ...actions } = usePosts();
  return (
    <DemoData load={load}>
      {() =>
        posts.length === 0 ? (
          <EmptyState icon={<DynamicFeedOutlined />} title={t`Nenhuma publicação`}>
            {t`A demonstração não trouxe nenhuma publicação.`}
          </EmptyState>
        ) : (
          <Box component="section" aria-label={t`Publicações`} sx={{ display: 'grid', gap: 3, maxWidth: 760 }}>
            {posts.map((post) => (
              <PostCard key={post.id} post={post} actions={actions} />
            ))}
          </Box>
        )
      }
    </DemoData>
  );
}
