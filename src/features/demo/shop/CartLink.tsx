import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { CHECKOUT_PATH } from './shopLabels';
import { cartTotals, useCart } from './useCart';

/** The way to the checkout, with how many items the cart holds. */
export function CartLink() {
  const { t } = useLingui();
  const { items } = cartTotals(useCart());
  return (
    <Button
      component={Link}
      href={CHECKOUT_PATH}
      variant="outlined"
      aria-label={plural(items, { 0: 'Carrinho vazio', one: 'Carrinho com # item', other: 'Carrinho com # itens' })}
      startIcon={
        <Badge badgeContent={items} color="primary" max={99}>
          <ShoppingCartOutlined />
        </Badge>
      }
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t`Carrinho`}
    </Button>
  );
}
