import { DEMO_NAV_LABELS } from '../navLabels';
import { FollowersBoard } from './FollowersBoard';
import { SocialProfileArea } from './SocialProfileArea';

export function SocialFollowersPage() {
  return (
    <SocialProfileArea title={DEMO_NAV_LABELS.followers}>
      <FollowersBoard />
    </SocialProfileArea>
  );
}
