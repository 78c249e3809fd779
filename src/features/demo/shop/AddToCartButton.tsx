import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import Button from '@mui/material/Button';
import { useLingui } from '@lingui/react/macro';
import type { Product } from '#mirage/ecommerce/types';
import { notify } from '@/ui/toast/notify';
import { addToCart } from './useCart';

interface AddToCartButtonProps {
  product: Product;
  /** The colour chosen, the product's first one otherwise. */
  color?: string;
  qty?: number;
  variant?: 'contained' | 'outlined';
  fullWidth?: boolean;
}

/** Puts the product in the cart and says so; an out-of-stock product cannot be added. */
export function AddToCartButton({ product, color = product.colors[0] ?? '', qty = product.qty, variant = 'contained', fullWidth }: AddToCartButtonProps) {
  const { t } = useLingui();
  const title = product.title;
  return (
    <Button
      variant={variant}
      fullWidth={fullWidth}
      startIcon={<AddShoppingCart />}
      disabled={!product.stock}
      aria-label={t`Adicionar ao carrinho: ${title}`}
      onClick={() => {
        addToCart(product, color, qty);
        notify(t`${title} está no carrinho.`, 'success');
      }}
    >
      {t`Adicionar ao carrinho`}
    </Button>
  );
}
