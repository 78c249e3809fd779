import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Tooltip from '@mui/material/Tooltip';
import { useLingui } from '@lingui/react/macro';
import { colorName } from './shopLabels';

/** A colour's disc, or with `colors` a disc of them all; a checked one is ringed and ticked. */
function Swatch({ color, colors, checked }: { color?: string; colors?: readonly string[]; checked?: boolean }) {
  return (
    <Box
      component="span"
      sx={(theme) => ({
        display: 'grid',
        placeItems: 'center',
        width: 26,
        height: 26,
        borderRadius: '50%',
        background: colors ? `conic-gradient(${[...colors, colors[0]].join(', ')})` : color,
        // A swatch as light as the page still shows its edge (3:1 for what is not text).
        border: `1px solid ${theme.palette.text.secondary}`,
        color: color ? theme.palette.getContrastText(color) : theme.palette.common.white,
        filter: color ? undefined : 'drop-shadow(0 0 1px black)',
        boxShadow: checked ? `0 0 0 2px ${theme.palette.background.paper}, 0 0 0 4px ${theme.palette.primary.main}` : undefined,
      })}
    >
      {checked && <Check sx={{ fontSize: 18 }} />}
    </Box>
  );
}

interface ColorChoiceProps {
  legend: string;
  colors: readonly string[];
  value: string | null;
  onChange: (color: string | null) => void;
  /** The name of a first choice that takes any colour; without it, a colour must be chosen. */
  anyLabel?: string;
}

/** A choice of one colour among swatches, each read out by its name; the arrow keys move between them. */
export function ColorChoice({ legend, colors, value, onChange, anyLabel }: ColorChoiceProps) {
  const { i18n } = useLingui();
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
        {legend}
      </FormLabel>
      <RadioGroup row value={value ?? ''} onChange={(event) => onChange(event.target.value || null)} sx={{ gap: 0.5 }}>
        {anyLabel && (
          <Radio
            value=""
            icon={<Swatch colors={colors} />}
            checkedIcon={<Swatch colors={colors} checked />}
            slotProps={{ input: { 'aria-label': anyLabel } }}
          />
        )}
        {colors.map((color) => {
          const name = colorName(i18n, color);
          return (
            <Tooltip key={color} title={name}>
              <Radio value={color} icon={<Swatch color={color} />} checkedIcon={<Swatch color={color} checked />} slotProps={{ input: { 'aria-label': name } }} />
            </Tooltip>
          );
        })}
      </RadioGroup>
    </FormControl>
  );
}
