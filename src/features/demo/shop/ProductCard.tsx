import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link as RouterLink } from 'wouter';
import type { Product } from '#mirage/ecommerce/types';
import { ARROW_ITEM } from '../useArrowList';
import { AddToCartButton } from './AddToCartButton';
import { ProductPrice } from './ProductPrice';
import { ProductRating } from './ProductRating';
import { productPath } from './shopLabels';

/**
 * A product in a grid: its photo, name (the link to it), rating, price and a button to buy it. Its name is a
 * heading one level below the grid's own.
 */
export function ProductCard({ product, heading = 'h2' }: { product: Product; heading?: 'h2' | 'h3' }) {
  const { t } = useLingui();
  const titleId = useId();
  const discount = product.discount;
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ position: 'relative' }}>
        <CardMedia component="img" image={product.photo} alt="" sx={{ aspectRatio: '1 / 1' }} />
        <Box sx={{ position: 'absolute', insetBlockStart: 8, insetInlineStart: 8, display: 'flex', gap: 0.5 }}>
          {discount > 0 && <Chip size="small" color="error" label={t`-${discount}%`} />}
          {!product.stock && <Chip size="small" label={t`Esgotado`} sx={{ bgcolor: 'background.paper' }} />}
        </Box>
      </Box>
      <CardContent sx={{ display: 'grid', gap: 1, flexGrow: 1, alignContent: 'start' }}>
        <Typography variant="h6" component={heading} id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          <Link {...ARROW_ITEM} component={RouterLink} href={productPath(product)} color="inherit" underline="hover">
            {product.title}
          </Link>
        </Typography>
        <ProductRating rating={product.rating} />
        <ProductPrice product={product} />
      </CardContent>
      <Box sx={{ p: 2, pt: 0 }}>
        <AddToCartButton product={product} variant="outlined" fullWidth />
      </Box>
    </Card>
  );
}
