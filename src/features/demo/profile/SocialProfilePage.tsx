import { DEMO_NAV_LABELS } from '../navLabels';
import { PostFeed } from './PostFeed';
import { SocialProfileArea } from './SocialProfileArea';

export function SocialProfilePage() {
  return (
    <SocialProfileArea title={DEMO_NAV_LABELS.profile}>
      <PostFeed />
    </SocialProfileArea>
  );
}
