import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { DemoArea } from '../DemoArea';
import { ProfileTabs } from './ProfileTabs';

/** A page of the social profile: the demo area with the profile's tabs above the page's own content. */
export function SocialProfileArea({ title, children }: { title: MessageDescriptor; children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <DemoArea title={i18n._(title)}>
      <ProfileTabs />
      {children}
    </DemoArea>
  );
}
