import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Dica, PopoverAdiado } from '@/ui/muiAdiado';
import { enviosNaLista } from './envioNaLista';
import { ListaDeEnvios } from './ListaDeEnvios';
import { useManterEnvios } from './useOutbox';

/**
 * The topbar's count of writes still on the device, which opens their list. Mounted on every page
 * of the signed-in app, it also keeps them sending wherever the person is, not only on the activity's page.
 */
export function EnviosNaoEnviados() {
  const { i18n } = useLingui();
  const envios = useManterEnvios();
  const [ancora, setAncora] = useState<HTMLElement | null>(null);
  const listaId = useId();
  const pendentes = enviosNaLista(envios.itens, envios.partes, envios, i18n);
  const quantos = pendentes.length;
  if (quantos === 0) return null;
  const rotulo = plural(quantos, { one: '# envio pendente', other: '# envios pendentes' });
  return (
    <Box role="status" aria-label={rotulo} sx={{ display: 'inline-flex' }}>
      <Dica title={rotulo}>
        <IconButton aria-label={rotulo} aria-haspopup="dialog" aria-expanded={ancora !== null} aria-controls={ancora ? listaId : undefined} onClick={(event) => setAncora(event.currentTarget)}>
          <Badge badgeContent={quantos} color="warning">
            <CloudUploadOutlined />
          </Badge>
        </IconButton>
      </Dica>
      <PopoverAdiado
        id={listaId}
        open={ancora !== null}
        anchorEl={ancora}
        onClose={() => setAncora(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 'min(400px, calc(100vw - 16px))', maxHeight: '70vh' } } }}
      >
        <ListaDeEnvios pendentes={pendentes} aoAbrir={() => setAncora(null)} />
      </PopoverAdiado>
    </Box>
  );
}
