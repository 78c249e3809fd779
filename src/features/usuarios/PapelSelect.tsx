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
 * keys stay in the select instead of opening the row.
 */
export function PapelSelect({ value, nome, disabled, onChange }: PapelSelectProps) {
  const { t, i18n } = useLingui();
  // The wrapper, not the select: a disabled select gets no handlers, but its clicks still bubble.
  return (
    <span onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
      <select
        aria-label={t`Papel de ${nome}`}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as Papel)}
        style={{ font: 'inherit', padding: '4px 6px', borderRadius: 6, background: 'transparent', color: 'inherit' }}
      >
        {PAPEIS.map((papel) => (
          <option key={papel} value={papel}>
            {i18n._(PAPEL_NAMES[papel])}
          </option>
        ))}
      </select>
    </span>
  );
}
