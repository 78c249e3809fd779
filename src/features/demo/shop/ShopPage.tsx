import { useLingui } from '@lingui/react';
import { DemoArea } from '../DemoArea';
import { DEMO_NAV_LABELS } from '../navLabels';
import { ShopBoard } from './ShopBoard';

export function ShopPage() {
  const { i18n } = useLingui();
  return (
    <DemoArea title={i18n._(DEMO_NAV_LABELS.shop)}>
      <ShopBoard />
    </DemoArea>
  );
}
