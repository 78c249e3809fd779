import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { adiado } from '../../ui/adiado';
import { useSession } from '../session/useSession';

function EmpresaAtual({ nome }: { nome: string }) {
  return (
    <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 1 }}>
      <BusinessOutlined fontSize="small" aria-hidden />
      <Typography noWrap sx={{ maxWidth: 240 }}>{nome}</Typography>
    </Box>
  );
}

// A select brings MUI's inputs, menu and modal: only a person with several companies waits for them, seeing the current one meanwhile.
const EmpresaSelect = adiado(() => import('./EmpresaSelect').then((module) => module.EmpresaSelect), {
  urgente: () => true,
  Enquanto: ({ empresa }) => <EmpresaAtual nome={empresa.nome} />,
});

/** The current company; the choice is remembered and sent as X-Empresa-Id. */
export function EmpresaSwitcher() {
  const { user, empresa } = useSession();
  const empresas = user?.empresa ?? [];
  if (!empresa) return null;
  if (empresas.length < 2) return <EmpresaAtual nome={empresa.nome} />;
  return <EmpresaSelect empresa={empresa} empresas={empresas} />;
}
