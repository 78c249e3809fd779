import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import { PRIORIDADES, type Prioridade } from '#contract/prioridade';
import { PRIORIDADE_NOMES } from '../detalhes/atividadeNomes';

/** The priority of an activity or of a corrective action: the same four, named the same way. */
export function CampoPrioridade({ value, onChange }: { value: Prioridade; onChange: (prioridade: Prioridade) => void }) {
  const { t, i18n } = useLingui();
  return (
    <TextField select name="prioridade" label={t`Prioridade`} value={value} onChange={(event) => onChange(event.target.value as Prioridade)}>
      {PRIORIDADES.map((prioridade) => (
        <MenuItem key={prioridade} value={prioridade}>
          {i18n._(PRIORIDADE_NOMES[prioridade])}
        </MenuItem>
      ))}
    </TextField>
  );
}
