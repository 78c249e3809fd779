import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import type { Contagem } from '#contract/lista';
import type { ListPage } from '../load/loadMachine';
import { useContagemAdiada } from './useContagemAdiada';

interface ListFooterProps {
  page: ListPage<unknown>;
  /** Which reading of the first page `page` holds (useLoadList's `reading`). */
  reading: unknown;
  /** The list's count where the API gives it apart from the pages: asked when this foot comes into view. */
  contar?: () => Promise<Contagem>;
  /** The server has rows after those on screen. */
  more: boolean;
  loading: boolean;
  /** Why the last "Carregar mais" failed, or null. */
  failureMessage: string | null;
  onMore: () => void;
}

/**
 * The foot of every list: how many rows are on screen out of the list's count (the first page's,
 * or the one `contar` asks for when the foot is in view; a cap says "more than"), and "Carregar
 * mais" while the server has more. Lists grow rather than turn pages: the API pages by keyset
 * cursor, which goes forward only, and the rows read stay on screen for j/k.
 */
export function ListFooter({ page, reading, contar, more, loading, failureMessage, onMore }: ListFooterProps) {
  const { t } = useLingui();
  const foot = useRef<HTMLDivElement>(null);
  // With every row on screen the count is those rows: nothing to ask.
  const aContar = page.total === undefined && more ? contar : undefined;
  const contagem = useContagemAdiada(foot, reading, aContar);
  const shown = page.items.length;
  const total = page.total ?? (contar && !more ? shown : contagem?.total);
  const limitado = page.total === undefined ? contagem?.total_limitado : page.total_limitado;
  return (
    <Box ref={foot} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, p: 1.5 }}>
      <Typography variant="body2" color="text.secondary" role="status">
        {total === undefined
          ? t`Exibindo ${shown}`
          : limitado
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
