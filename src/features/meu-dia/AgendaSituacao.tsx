import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AgendaNaTela } from './useMeuDia';

/** When the agenda on screen was brought up to date, how much the device holds, and whether it is offline. */
export function AgendaSituacao({ guardada, bytes, semConexao }: AgendaNaTela) {
  const { i18n } = useLingui();
  const em = i18n.date(guardada.em, { dateStyle: 'short', timeStyle: 'short' });
  const hora = i18n.date(guardada.em, { timeStyle: 'short' });
  const quantas = guardada.agenda.items.length;
  const kb = i18n.number(Math.max(1, Math.round(bytes / 1024)));
  return (
    <>
      {semConexao && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <Trans>Sem conexão: mostrando o que foi guardado em {em}</Trans>
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} role="status">
        {plural(quantas, {
          one: `Atualizado às ${hora} · # atividade guardada no aparelho (≈ ${kb} KB)`,
          other: `Atualizado às ${hora} · # atividades guardadas no aparelho (≈ ${kb} KB)`,
        })}
      </Typography>
    </>
  );
}
