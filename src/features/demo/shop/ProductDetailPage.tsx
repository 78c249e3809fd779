import { useLingui } from '@lingui/react';
import { useParams } from 'wouter';
import { DemoArea } from '../DemoArea';
import { DEMO_NAV_LABELS } from '../navLabels';
import { ProductView } from './ProductView';

/** /apps/ecommerce/detail/:id — a product of the demo shop. */
export function ProductDetailPage() {
  const { i18n } = useLingui();
  const { id = '' } = useParams<{ id: string }>();
  return (
    <DemoArea title={i18n._(DEMO_NAV_LABELS.shop)}>
      <ProductView id={Number(id)} />
    </DemoArea>
  );
}
