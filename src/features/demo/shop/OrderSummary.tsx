import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { formatBRL } from './shopLabels';
import { cartTotals, type CartLine } from './useCart';

/** What the order costs: list prices, the discounts, delivery (free in the demo) and the total. */
export function OrderSummary({ lines }: { lines: readonly CartLine[] }) {
  const { t, i18n } = useLingui();
  const { subtotal, discount, total } = cartTotals(lines);
  const rows = [
    { label: t`Subtotal`, value: formatBRL(i18n, subtotal) },
    { label: t`Descontos`, value: formatBRL(i18n, -discount) },
    { label: t`Entrega`, value: t`Grátis` },
    { label: t`Total`, value: formatBRL(i18n, total), strong: true },
  ];
  return (
    <Box component="section" aria-labelledby="resumo-titulo" sx={{ display: 'grid', gap: 1.5, p: 2, border: 1, borderColor: 'divider', borderRadius: 2, alignSelf: 'start' }}>
      <Typography variant="h6" component="h2" id="resumo-titulo">
        {t`Resumo do pedido`}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 1, m: 0, '& dd': { m: 0, textAlign: 'end' } }}>
        {rows.map((row) => (
          <Box key={row.label} sx={{ display: 'contents', '& > *': { fontWeight: row.strong ? 600 : undefined } }}>
            <Typography component="dt" color={row.strong ? 'text.primary' : 'text.secondary'}>
              {row.label}
            </Typography>
            <Typography component="dd">{row.value}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
