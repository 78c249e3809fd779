import { useLingui } from '@lingui/react';
import { DemoArea } from '../DemoArea';
import { DEMO_NAV_LABELS } from '../navLabels';
import { BlogPostsBoard } from './BlogPostsBoard';

export function BlogPostsPage() {
  const { i18n } = useLingui();
  return (
    <DemoArea title={i18n._(DEMO_NAV_LABELS.blog)}>
      <BlogPostsBoard />
    </DemoArea>
  );
}
