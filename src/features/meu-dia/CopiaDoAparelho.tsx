import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';

const mesmoDia = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** A quiet line saying the page shows the device's copy, and how fresh it is. */
export function CopiaDoAparelho({ em }: { em: string }) {
  const { i18n } = useLingui();
  const quando = new Date(em);
  const hora = i18n.date(quando, { timeStyle: 'short' });
  const data = i18n.date(quando, { dateStyle: 'short' });
  return (
    <Typography role="status" variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <CloudOffOutlined fontSize="small" aria-hidden />
      {mesmoDia(quando, new Date()) ? <Trans>Cópia do aparelho, atualizada às {hora}</Trans> : <Trans>Cópia do aparelho, atualizada em {data} às {hora}</Trans>}
    </Typography>
  );
}
