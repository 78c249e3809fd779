import ArrowBack from '@mui/icons-material/ArrowBack';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { Product } from '#mirage/ecommerce/types';
import { EmptyState } from '@/ui/EmptyState';
import { DemoData } from '../DemoData';
import { useArrowList } from '../useArrowList';
import { AddToCartButton } from './AddToCartButton';
import { CartLink } from './CartLink';
import { ColorChoice } from './ColorChoice';
import { ProductCard } from './ProductCard';
import { ProductPrice } from './ProductPrice';
import { ProductRating } from './ProductRating';
import { QuantityStepper } from './QuantityStepper';
import { CHECKOUT_PATH, PRODUCT_CATEGORY_LABELS, PRODUCT_GENDER_LABELS, SHOP_PATH } from './shopLabels';
import { addToCart } from './useCart';
import { useProducts } from './useProducts';

const RELATED_SHOWN = 4;

function ProductSummary({ product }: { product: Product }) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [color, setColor] = useState(product.colors[0] ?? '');
  const [qty, setQty] = useState(product.qty);
  const title = product.title;
  return (
    <Box sx={{ display: 'grid', gap: 2, alignContent: 'start', minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {product.stock ? <Chip size="small" color="success" label={t`Em estoque`} /> : <Chip size="small" label={t`Esgotado`} />}
        {product.category.map((category) => (
          <Chip key={category} size="small" variant="outlined" label={i18n._(PRODUCT_CATEGORY_LABELS[category])} />
        ))}
        <Chip size="small" variant="outlined" label={i18n._(PRODUCT_GENDER_LABELS[product.gender])} />
      </Box>
      <Typography variant="h4" component="h2" id="produto-titulo" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <ProductRating rating={product.rating} />
      <ProductPrice product={product} large />
      <Typography color="text.secondary">{product.description}</Typography>
      {product.colors.length > 0 && <ColorChoice legend={t`Cor`} colors={product.colors} value={color} onChange={(chosen) => setColor(chosen ?? color)} />}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {t`Quantidade`}
        </Typography>
        <QuantityStepper label={t`Quantidade de ${title}`} value={qty} onChange={setQty} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <AddToCartButton product={product} color={color} qty={qty} />
        <Button
          variant="outlined"
          startIcon={<ShoppingBagOutlined />}
          disabled={!product.stock}
          onClick={() => {
            addToCart(product, color, qty);
            navigate(CHECKOUT_PATH);
          }}
        >
          {t`Comprar agora`}
        </Button>
      </Box>
    </Box>
  );
}

/** One product of the demo shop in full, with a choice of colour and quantity, and some related products. */
export function ProductView({ id }: { id: number }) {
  const { t } = useLingui();
  const load = useProducts();
  const related = (load.data ?? []).filter((candidate) => candidate.related && candidate.id !== id).slice(0, RELATED_SHOWN);
  const { listProps } = useArrowList<HTMLUListElement>(related.length);
  const back = (
    <Button component={Link} href={SHOP_PATH} startIcon={<ArrowBack sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />}>
      {t`Voltar à loja`}
    </Button>
  );

  return (
    <DemoData load={load}>
      {(products) => {
        const product = products.find((candidate) => candidate.id === id);
        if (!product) {
          return (
            <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
              <EmptyState icon={<Inventory2Outlined />} title={t`Produto não encontrado`}>
                {t`Nenhum produto da loja tem este endereço. Os dados da demonstração mudam a cada visita.`}
              </EmptyState>
              {back}
            </Box>
          );
        }
        return (
          <Box sx={{ display: 'grid', gap: 3 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              {back}
              <CartLink />
            </Box>
            <Paper
              component="article"
              variant="outlined"
              aria-labelledby="produto-titulo"
              sx={{ p: { xs: 2, md: 4 }, display: 'grid', gap: 4, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}
            >
              <Box component="img" src={product.photo} alt="" sx={{ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', borderRadius: 2 }} />
              {/* A product opened from another keeps no colour or quantity chosen for the first. */}
              <ProductSummary key={product.id} product={product} />
            </Paper>
            {related.length > 0 && (
              <Box component="section" aria-labelledby="relacionados-titulo" sx={{ display: 'grid', gap: 2 }}>
                <Typography variant="h5" component="h2" id="relacionados-titulo">
                  {t`Produtos relacionados`}
                </Typography>
                <Box
                  component="ul"
                  {...listProps}
                  aria-label={t`Produtos relacionados`}
                  sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
                >
                  {related.map((candidate) => (
                    <li key={candidate.id}>
                      <ProductCard product={candidate} heading="h3" />
                    </li>
                  ))}
                </Box>
              </Box>
            )}
          </Box>
        );
      }}
    </DemoData>
  );
}
