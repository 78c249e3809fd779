import { useLingui } from '@lingui/react';
import { DemoArea } from '../DemoArea';
import { DEMO_NAV_LABELS } from '../navLabels';
import { EmailBoard } from './EmailBoard';

export function EmailPage() {
  const { i18n } = useLingui();
  return (
    <DemoArea title={i18n._(DEMO_NAV_LABELS.email)}>
      <EmailBoard />
    </DemoArea>
  );
}
