import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { EVENTO_NOMES } from '../detalhes/atividadeNomes';
import { ESTADOS_DE_ENVIO } from './estadosDeEnvio';
import type { ItemOutbox, Outbox } from './outbox';
import type { TransicaoNoAparelho } from './outboxDaSessao';

/**
 * What this activity still has on the device, each with its state. Being offline is not a failure:
 * only a refusal by the server is shown as a problem, with its reason and the person's way out.
 */
export function EnviosPendentes({ itens, outbox, tentar }: { itens: ItemOutbox[]; outbox: Outbox; tentar: () => void }) {
  const { t, i18n } = useLingui();
  const pendentes = itens.filter((item) => item.estado !== 'enviado');
  if (pendentes.length === 0) return null;
  const nome = (item: ItemOutbox) => (item.tipo === 'transicao' ? i18n._(EVENTO_NOMES[(item.corpo as TransicaoNoAparelho).evento]) : t`Comentário`);
  return (
    <Box component="section" aria-label={t`Envios pendentes`} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2" component="h2">
        {t`Envios pendentes`}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {pendentes.map((item) =>
          item.estado === 'conflito' ? (
            <Alert
              key={item.id}
              component="li"
              severity="warning"
              action={
                <>
                  <Button color="inherit" size="small" onClick={() => void outbox.tentarDeNovo(item.id).then(tentar)}>{t`Tentar de novo`}</Button>
                  <Button color="inherit" size="small" onClick={() => void outbox.descartar(item.id)}>{t`Descartar`}</Button>
                </>
              }
            >
              {nome(item)} · {i18n._(ESTADOS_DE_ENVIO.conflito)}: {item.erro ?? t`Error occurred`}
            </Alert>
          ) : (
            <Box key={item.id} component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2">{nome(item)}</Typography>
              <Chip size="small" variant="outlined" label={i18n._(ESTADOS_DE_ENVIO[item.estado])} />
            </Box>
          ),
        )}
      </Box>
    </Box>
  );
}
