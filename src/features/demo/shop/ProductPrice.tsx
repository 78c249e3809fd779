import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { Product } from '#mirage/ecommerce/types';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import { formatBRL } from './shopLabels';

/** What a product costs, with its list price struck through when it is on sale. */
export function ProductPrice({ product, large = false }: { product: Product; large?: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Typography component="span" variant={large ? 'h5' : 'subtitle1'} sx={{ fontWeight: 600 }}>
        {formatBRL(i18n, product.price)}
      </Typography>
      {product.discount > 0 && (
        <Typography component="del" variant={large ? 'subtitle1' : 'body2'} color="text.secondary">
          <VisuallyHidden>{t`Preço sem desconto:`} </VisuallyHidden>
          {formatBRL(i18n, product.salesPrice)}
        </Typography>
      )}
    </Box>
  );
}
