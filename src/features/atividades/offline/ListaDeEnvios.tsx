import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'wouter';
import { EnvioLinha } from './EnvioLinha';
import type { EnvioNaLista } from './envioNaLista';
import { tamanhoNoAparelho } from './tamanhoNoAparelho';

/** Every write still on this device, by activity in the order they go, and the room their images take. */
export function ListaDeEnvios({ pendentes, aoAbrir }: { pendentes: EnvioNaLista[]; aoAbrir: () => void }) {
  const { t, i18n } = useLingui();
  const atividades = [...new Set(pendentes.map((envio) => envio.atividade_id))];
  const bytes = pendentes.reduce((soma, envio) => soma + (envio.bytes ?? 0), 0);
  const ocupado = tamanhoNoAparelho(bytes, i18n);
  return (
    <Box role="dialog" aria-label={t`Envios pendentes`} sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Box>
        <Typography variant="subtitle1" component="h2">
          {t`Envios pendentes`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {bytes > 0 ? t`Guardados neste aparelho até chegarem ao servidor; as fotos ocupam ${ocupado}.` : t`Guardados neste aparelho até chegarem ao servidor.`}
        </Typography>
      </Box>
      {atividades.map((atividade) => {
        const daAtividade = pendentes.filter((envio) => envio.atividade_id === atividade);
        const codigo = daAtividade.find((envio) => envio.codigo)?.codigo;
        return (
          <Box component="section" key={atividade} aria-label={codigo ? t`Atividade ${codigo}` : t`Atividade`} sx={{ display: 'grid', gap: 1 }}>
            <Link component={RouterLink} href={`/atividades/detalhes/${atividade}`} onClick={aoAbrir} variant="subtitle2">
              {codigo ? t`Atividade ${codigo}` : t`Abrir a atividade`}
            </Link>
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
              {daAtividade.map((envio) => (
                <EnvioLinha key={envio.id} envio={envio} />
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
