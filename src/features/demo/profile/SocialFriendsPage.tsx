import { DEMO_NAV_LABELS } from '../navLabels';
import { FriendsBoard } from './FriendsBoard';
import { SocialProfileArea } from './SocialProfileArea';

export function SocialFriendsPage() {
  return (
    <SocialProfileArea title={DEMO_NAV_LABELS.friends}>
      <FriendsBoard />
    </SocialProfileArea>
  );
}
