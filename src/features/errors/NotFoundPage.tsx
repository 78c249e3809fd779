import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { CenteredMessage } from '../../ui/CenteredMessage';

export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <CenteredMessage title={t`Página não encontrada`}>
      <Typography color="text.secondary">
        <Trans>O endereço que você abriu não existe ou mudou de lugar.</Trans>
      </Typography>
      <Button component={Link} href="/" variant="contained">
        <Trans>Voltar ao início</Trans>
      </Button>
    </CenteredMessage>
  );
}
