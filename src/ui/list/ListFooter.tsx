import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ListPage } from '../../../machines/listMachine';

interface CursorFooterProps {
  page: ListPage<unknown>;
  loading: boolean;
  /** The last "Carregar mais" failed, and what the server said about it. */
  failed: boolean;
  failureMessage: string | null;
  onMore: () => void;
}

/**
 * The foot of a list paged by keyset cursor: how many rows are on screen out of the first page's
 * count (a cap says "more than"), and "Carregar mais" while the server has more.
 */
export function CursorFooter({ page, loading, failed, failureMessage, onMore }: CursorFooterProps) {
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
      {failed && (
        <Alert severity="error" role="alert" sx={{ flex: '1 1 100%', order: 3 }}>
          {failureMessage ?? t`Não foi possível carregar mais linhas. Verifique a conexão e tente novamente.`}
        </Alert>
      )}
      {page.next_cursor && (
        <Button variant="outlined" onClick={onMore} loading={loading}>
          <Trans>Carregar mais</Trans>
        </Button>
      )}
    </Box>
  );
}
