import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

interface FilterRadiosProps<V extends string | number> {
  legend: string;
  /** The first choice lets everything through. */
  anyLabel: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  value: V | null;
  onChange: (value: V | null) => void;
}

/** One of the shop's filters: a choice among a few values, the arrow keys moving between them. */
export function FilterRadios<V extends string | number>({ legend, anyLabel, options, value, onChange }: FilterRadiosProps<V>) {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
        {legend}
      </FormLabel>
      <RadioGroup
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(options.find((option) => String(option.value) === event.target.value)?.value ?? null)}
      >
        <FormControlLabel value="" control={<Radio size="small" />} label={anyLabel} />
        {options.map((option) => (
          <FormControlLabel key={option.value} value={String(option.value)} control={<Radio size="small" />} label={option.label} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
