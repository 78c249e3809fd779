import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useLingui } from '@lingui/react/macro';
import { PAPEIS, type Papel } from '../../../contract/papel';
import { PAPEL_NAMES } from '../../i18n/papeis';

interface PapelSelectProps {
  value: Papel;
  /** The person the select changes, for its accessible name. */
  nome: string;
  disabled?: boolean;
  onChange: (papel: Papel) => void;
}

/**
 * The papel of a member, changed in its row. Native, so typing a letter picks a papel; clicks and
 * keys stay in the select instead of opening the row. MUI's native select gives it the look of the
 * page's other fields, and its options the paper's colours in the dark mode.
 */
export function PapelSelect({ value, nome, disabled, onChange }: PapelSelectProps) {
  const { t, i18n } = useLingui();
  // The wrapper, not the select: a disabled select gets no handlers, but its clicks still bubble.
  return (
    <span onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
      <NativeSelect
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as Papel)}
        input={<OutlinedInput size="small" />}
        inputProps={{ 'aria-label': t`Papel de ${nome}` }}
        sx={{ fontSize: 'inherit', minWidth: 'max-content' }}
      >
        {PAPEIS.map((papel) => (
          <option key={papel} value={papel}>
            {i18n._(PAPEL_NAMES[papel])}
          </option>
        ))}
      </NativeSelect>
    </span>
  );
}
