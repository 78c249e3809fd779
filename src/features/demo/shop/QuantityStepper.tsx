import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useLingui } from '@lingui/react/macro';

/** How many of a product: one less, the number, one more. */
export function QuantityStepper({ label, value, onChange }: { label: string; value: number; onChange: (qty: number) => void }) {
  const { t } = useLingui();
  return (
    <Box role="group" aria-label={label} sx={{ display: 'inline-flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <IconButton size="small" aria-label={t`Diminuir`} disabled={value <= 1} onClick={() => onChange(value - 1)}>
        <Remove fontSize="small" />
      </IconButton>
      <Box component="output" aria-live="polite" sx={{ minWidth: 32, textAlign: 'center', fontWeight: 600 }}>
        {value}
      </Box>
      <IconButton size="small" aria-label={t`Aumentar`} onClick={() => onChange(value + 1)}>
        <Add fontSize="small" />
      </IconButton>
    </Box>
  );
}
