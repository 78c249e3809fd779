import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ListPage } from '../load/loadMachine';

interface ListFooterProps {
  page: ListPage<unknown>;
  /** The server has rows after those on screen. */
  more: boolean;
  loading: boolean;
  /** Why the last "Carregar mais" failed, or null. */
  failureMessage: string | null;
  onMore: () => void;
}

/**
 * The foot of every list: how many rows are on screen out of the first page's count (a cap says
 * "more than"), and "Carregar mais" while the server has more. Lists grow rather than turn pages:
 * the API pages by keyset cursor, which goes forward only, and the rows read stay on screen for j/k.
 */
export function ListFooter({ page, more, loading, failureMessage, onMore }: ListFooterProps) {
  const { t } = useLingui();
  const shown = page.items.length;
  const total = page.total;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, p: 1.5 }}>
      <Typography variant="body2" color="text.secondary" role="status">
        {total === undefined
          ? t`Exibindo ${shown}`
          : page.total_limitado
            ? t`Exibindo ${shown} de mais de ${total}`
            : t`Exibindo ${shown} de ${total}`}
      </Typography>
      {failureMessage && (
        <Alert severity="error" role="alert" sx={{ flex: '1 1 100%', order: 3 }}>
          {failureMessage}
        </Alert>
      )}
      {more && (
        <Button variant="outlined" onClick={onMore} loading={loading}>
          <Trans>Carregar mais</Trans>
        </Button>
      )}
    </Box>
  );
}
