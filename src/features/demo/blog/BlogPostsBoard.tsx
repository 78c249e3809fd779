import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { BLOG_CATEGORIES, type BlogCategory } from '#mirage/blog/types';
import { EmptyState } from '@/ui/EmptyState';
import { DemoData } from '../DemoData';
import { BLOG_CATEGORY_LABELS } from './blogLabels';
import { BlogPostCard } from './BlogPostCard';
import { useBlogPosts } from './useBlogPosts';

/** The demo blog: the featured posts first and wider, the others in a grid, filtered by category. */
export function BlogPostsBoard() {
  const { t, i18n } = useLingui();
  const load = useBlogPosts();
  const [category, setCategory] = useState<BlogCategory | null>(null);
  const choices = [{ value: null, label: t`Todas` }, ...BLOG_CATEGORIES.map((value) => ({ value, label: i18n._(BLOG_CATEGORY_LABELS[value]) }))];

  return (
    <DemoData load={load}>
      {(posts) => {
        const shown = posts.filter((post) => !category || post.category === category).sort((a, b) => Number(b.featured) - Number(a.featured));
        return (
          <>
            <Box role="group" aria-label={t`Filtrar por categoria`} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 3 }}>
              {choices.map((choice) => (
                <Chip
                  key={choice.value ?? 'todas'}
                  label={choice.label}
                  clickable
                  color={category === choice.value ? 'primary' : 'default'}
                  variant={category === choice.value ? 'filled' : 'outlined'}
                  aria-pressed={category === choice.value}
                  onClick={() => setCategory(choice.value)}
                />
              ))}
            </Box>
            {shown.length === 0 ? (
              <EmptyState icon={<ArticleOutlined />} title={t`Nenhuma publicação nesta categoria`}>
                {t`Escolha outra categoria ou veja todas.`}
              </EmptyState>
            ) : (
              <Box component="section" aria-label={t`Publicações`} sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(6, 1fr)' } }}>
                {shown.map((post) => (
                  // The featured posts take half a row on a wide screen, the others a third.
                  <Box key={post.id} sx={{ gridColumn: post.featured ? { sm: 'span 2', lg: 'span 3' } : { lg: 'span 2' }, minWidth: 0 }}>
                    <BlogPostCard post={post} />
                  </Box>
                ))}
              </Box>
            )}
          </>
        );
      }}
    </DemoData>
  );
}
