import { useLingui } from '@lingui/react';
import { DemoArea } from '../DemoArea';
import { DEMO_NAV_LABELS } from '../navLabels';
import { TicketsBoard } from './TicketsBoard';

export function TicketsPage() {
  const { i18n } = useLingui();
  return (
    <DemoArea title={i18n._(DEMO_NAV_LABELS.tickets)}>
      <TicketsBoard />
    </DemoArea>
  );
}
