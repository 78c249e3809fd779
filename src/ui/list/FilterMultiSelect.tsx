import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';

interface FilterMultiSelectProps<V extends string> {
  label: string;
  value: readonly V[];
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V[]) => void;
}

/**
 * Several values of one filter (status, prioridade), written to the address. Enter or ↓ opens
 * the options, Space or Enter ticks one, Esc closes; none chosen shows them all.
 */
export function FilterMultiSelect<V extends string>({ label, value, options, onChange }: FilterMultiSelectProps<V>) {
  const { t } = useLingui();
  const labels = new Map(options.map((option) => [option.value, option.label]));
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => {
        const chosen = event.target.value as unknown as V[] | string;
        // Options keep their own order, whatever the order they were ticked in.
        const set = new Set(typeof chosen === 'string' ? chosen.split(',') : chosen);
        onChange(options.filter((option) => set.has(option.value)).map((option) => option.value));
      }}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (selected) => {
            const chosen = selected as V[];
            return chosen.length === 0 ? t`Todas` : chosen.map((item) => labels.get(item) ?? item).join(', ');
          },
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} dense>
          <Checkbox size="small" checked={value.includes(option.value)} tabIndex={-1} disableRipple sx={{ p: 0, mr: 1 }} />
          <ListItemText primary={option.label} />
        </MenuItem>
      ))}
    </TextField>
  );
}
