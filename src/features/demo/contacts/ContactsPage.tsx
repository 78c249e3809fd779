import { useLingui } from '@lingui/react';
import { DemoArea } from '../DemoArea';
import { DEMO_NAV_LABELS } from '../navLabels';
import { ContactsBoard } from './ContactsBoard';

export function ContactsPage() {
  const { i18n } = useLingui();
  return (
    <DemoArea title={i18n._(DEMO_NAV_LABELS.contacts)}>
      <ContactsBoard />
    </DemoArea>
  );
}
