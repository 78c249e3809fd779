import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { plural } from '@lingui/core/macro';
import { useManterEnvios } from './useOutbox';

/**
 * The topbar's count of writes still on the device. Mounted on every page of the signed-in app, it
 * also keeps the outbox sending wherever the person is, not only on the activity's page.
 */
export function EnviosNaoEnviados() {
  const itens = useManterEnvios();
  const quantos = itens.filter((item) => item.estado !== 'enviado').length;
  if (quantos === 0) return null;
  const rotulo = plural(quantos, { one: '# envio pendente', other: '# envios pendentes' });
  return (
    <Tooltip title={rotulo}>
      <Box role="status" aria-label={rotulo} sx={{ display: 'inline-flex', p: 1, color: 'text.secondary' }}>
        <Badge badgeContent={quantos} color="warning">
          <CloudUploadOutlined />
        </Badge>
      </Box>
    </Tooltip>
  );
}
