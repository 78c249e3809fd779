import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { CenteredMessage } from '../../ui/CenteredMessage';

export function MaintenancePage() {
  const { t } = useLingui();
  return (
    <CenteredMessage title={t`Em manutenção`}>
      <Typography color="text.secondary">
        <Trans>O Prumo está passando por uma manutenção rápida. Tente novamente em alguns minutos.</Trans>
      </Typography>
    </CenteredMessage>
  );
}
