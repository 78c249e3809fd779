import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { ESTADOS_DE_ENVIO } from './estadosDeEnvio';
import type { ItemOutbox } from './outbox';
import type { ComentarioNoAparelho } from './outboxDaSessao';

/** A comment still on the device, as written, with its state (a refusal is explained in Envios pendentes). */
export function ComentarioNaoEnviado({ item }: { item: ItemOutbox }) {
  const { i18n } = useLingui();
  return (
    <Box component="li" sx={{ display: 'grid', gap: 0.5, p: 1.5, border: 1, borderColor: 'divider', borderStyle: 'dashed', borderRadius: 1 }}>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {(item.corpo as ComentarioNoAparelho).texto}
      </Typography>
      <Chip size="small" variant="outlined" label={i18n._(ESTADOS_DE_ENVIO[item.estado])} sx={{ justifySelf: 'start' }} />
    </Box>
  );
}
