import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import { useLingui } from '@lingui/react/macro';
import { PAPEIS, type Papel } from '#contract/papel';
import { PAPEL_NAMES } from '../../i18n/papeis';

interface PapelSelectProps {
  value: Papel;
  /** The person the select changes, for its accessible name. */
  nome: string;
  disabled?: boolean;
  onChange: (papel: Papel) => void;
}

/**
 * The papel of a member, changed in its row, with the menu of the page's other selects (typing a
 * letter picks a papel). Clicks and keys stay in the select instead of opening the row.
 */
export function PapelSelect({ value, nome, disabled, onChange }: PapelSelectProps) {
  const { t, i18n } = useLingui();
  // The wrapper, not the select: a disabled select gets no handlers, but its clicks still bubble;
  // the menu's, drawn elsewhere in the page, bubble here through React.
  return (
    <span onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
      <Select
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as Papel)}
        input={<OutlinedInput size="small" />}
        inputProps={{ 'aria-label': t`Papel de ${nome}` }}
        // As wide as its longest papel (Administrador), so that the column's selects line up and
        // none is squeezed to its own word.
        sx={{ fontSize: 'inherit', minWidth: 140 }}
      >
        {PAPEIS.map((papel) => (
          <MenuItem key={papel} value={papel}>
            {i18n._(PAPEL_NAMES[papel])}
          </MenuItem>
        ))}
      </Select>
    </span>
  );
}
