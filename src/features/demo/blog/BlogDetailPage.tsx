import { useLingui } from '@lingui/react';
import { useParams } from 'wouter';
import { DemoArea } from '../DemoArea';
import { DEMO_NAV_LABELS } from '../navLabels';
import { BlogPostView } from './BlogPostView';

/** /apps/blog/detail/:slug — a post of the demo blog, found by the slug of its title. */
export function BlogDetailPage() {
  const { i18n } = useLingui();
  const { slug = '' } = useParams<{ slug: string }>();
  return (
    <DemoArea title={i18n._(DEMO_NAV_LABELS.blog)}>
      <BlogPostView key={slug} slug={slug} />
    </DemoArea>
  );
}
