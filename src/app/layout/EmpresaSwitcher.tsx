import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useLingui } from '@lingui/react/macro';
import { useSession } from '../session/useSession';
import { useTrocarEmpresa } from '../session/useTrocarEmpresa';

/** The current company; the choice is remembered and sent as X-Empresa-Id. */
export function EmpresaSwitcher() {
  const { t } = useLingui();
  const { user, empresa } = useSession();
  const trocarEmpresa = useTrocarEmpresa();
  const empresas = user?.empresa ?? [];
  if (!empresa) return null;
  if (empresas.length < 2) {
    return (
      <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 1 }}>
        <BusinessOutlined fontSize="small" aria-hidden />
        <Typography noWrap sx={{ maxWidth: 240 }}>{empresa.nome}</Typography>
      </Box>
    );
  }
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
