import { useLingui } from '@lingui/react';
import { DemoArea } from '../DemoArea';
import { DEMO_NAV_LABELS } from '../navLabels';
import { CheckoutBoard } from './CheckoutBoard';

export function CheckoutPage() {
  const { i18n } = useLingui();
  return (
    <DemoArea title={i18n._(DEMO_NAV_LABELS.checkout)}>
      <CheckoutBoard />
    </DemoArea>
  );
}
