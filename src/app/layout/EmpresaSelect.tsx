import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import type { EmpresaDoUsuario } from '#contract/auth';
import { useTrocarEmpresa } from '../session/useTrocarEmpresa';

/** The companies of a person who has several, to switch between (EmpresaSwitcher). */
export function EmpresaSelect({ empresa, empresas }: { empresa: EmpresaDoUsuario; empresas: EmpresaDoUsuario[] }) {
  const { t } = useLingui();
  const trocarEmpresa = useTrocarEmpresa();
  return (
    <TextField
      select
      size="small"
      label={t`Empresa`}
      value={empresa.id}
      onChange={(event) => trocarEmpresa(event.target.value)}
      // On a phone it takes the room the topbar has left, its name cut short if need be.
      sx={{ minWidth: { xs: 0, sm: 220 }, maxWidth: 280, flex: { xs: '1 1 0', sm: '0 1 auto' } }}
    >
      {empresas.map((item) => (
        <MenuItem key={item.id} value={item.id}>
          {item.nome}
        </MenuItem>
      ))}
    </TextField>
  );
}
