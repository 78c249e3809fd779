import { useLingui } from '@lingui/react';
import { DemoArea } from '../DemoArea';
import { DEMO_NAV_LABELS } from '../navLabels';
import { ChatsBoard } from './ChatsBoard';

export function ChatsPage() {
  const { i18n } = useLingui();
  return (
    <DemoArea title={i18n._(DEMO_NAV_LABELS.chats)}>
      <ChatsBoard />
    </DemoArea>
  );
}
