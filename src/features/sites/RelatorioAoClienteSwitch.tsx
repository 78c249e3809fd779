import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

interface RelatorioAoClienteSwitchProps {
  checked: boolean;
  onChange: (enviar: boolean) => void;
  readOnly: boolean;
  /** Where the mail goes, as this record decides it (the site's own address, or every site's). */
  help: string;
}

/** Whether a concluded activity's report goes to the site's contact by e-mail: the site and the service type each ask for it. */
export function RelatorioAoClienteSwitch({ checked, onChange, readOnly, help }: RelatorioAoClienteSwitchProps) {
  const { t } = useLingui();
  const helpId = useId();
  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            disabled={readOnly}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
        label={t`Enviar o relatório ao cliente quando uma atividade for concluída`}
      />
      <FormHelperText id={helpId} sx={{ mt: 0 }}>
        {help}
      </FormHelperText>
    </div>
  );
}
