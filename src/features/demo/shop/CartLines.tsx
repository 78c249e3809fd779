import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'wouter';
import { ARROW_ITEM, useArrowList } from '../useArrowList';
import { QuantityStepper } from './QuantityStepper';
import { colorName, formatBRL, productPath } from './shopLabels';
import { removeLine, setLineQty, type CartLine } from './useCart';

/** The cart's lines, each with its quantity to change and a button to take it out; ↑/↓ move between them. */
export function CartLines({ lines }: { lines: readonly CartLine[] }) {
  const { t, i18n } = useLingui();
  const { listProps, removedAt } = useArrowList<HTMLUListElement>(lines.length);
  return (
    <Box component="ul" {...listProps} aria-label={t`Itens do carrinho`} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid' }}>
      {lines.map((line, index) => {
        const { product } = line;
        const title = product.title;
        const color = colorName(i18n, line.color);
        const each = formatBRL(i18n, product.price);
        return (
          <Box
            component="li"
            key={`${product.id}-${line.color}`}
            sx={{ display: 'grid', gridTemplateColumns: '64px minmax(0, 1fr)', columnGap: 2, rowGap: 1, py: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            <Box component="img" src={product.photo} alt="" sx={{ width: 64, height: 64, borderRadius: 1, objectFit: 'cover' }} />
            <Box sx={{ minWidth: 0 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                <Link {...ARROW_ITEM} component={RouterLink} href={productPath(product)} color="inherit" underline="hover">
                  {title}
                </Link>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t`Cor: ${color} · ${each} cada`}
              </Typography>
            </Box>
            <Box sx={{ gridColumn: { xs: '1 / -1', sm: 2 }, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <QuantityStepper label={t`Quantidade de ${title}`} value={line.qty} onChange={(qty) => setLineQty(line, qty)} />
              <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>{formatBRL(i18n, product.price * line.qty)}</Typography>
              <IconButton
                aria-label={t`Remover ${title}`}
                onClick={() => {
                  removedAt(index);
                  removeLine(line);
                }}
              >
                <DeleteOutlined />
              </IconButton>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
