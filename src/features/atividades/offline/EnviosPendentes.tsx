import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { EnvioLinha } from './EnvioLinha';
import { enviosNaLista } from './envioNaLista';
import type { ItemOutbox } from './outbox';
import type { EnviosDaSessao } from './outboxDaSessao';

/**
 * The transitions and comments this activity still has on the device, in the order they go, each
 * with its state (its answers, photos and signature show theirs in the questionnaire, beside them).
 */
export function EnviosPendentes({ itens, envios }: { itens: ItemOutbox[]; envios: EnviosDaSessao }) {
  const { t, i18n } = useLingui();
  const pendentes = enviosNaLista(itens, [], envios, i18n);
  if (pendentes.length === 0) return null;
  return (
    <Box component="section" aria-label={t`Envios pendentes`} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2" component="h2">
        {t`Envios pendentes`}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {pendentes.map((envio) => (
          <EnvioLinha key={envio.id} envio={envio} />
        ))}
      </Box>
    </Box>
  );
}
