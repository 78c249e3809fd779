import { DEMO_NAV_LABELS } from '../navLabels';
import { GalleryBoard } from './GalleryBoard';
import { SocialProfileArea } from './SocialProfileArea';

export function SocialGalleryPage() {
  return (
    <SocialProfileArea title={DEMO_NAV_LABELS.gallery}>
      <GalleryBoard />
    </SocialProfileArea>
  );
}
