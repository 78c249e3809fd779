import Button from '@mui/material/Button';
import { Trans } from '@lingui/react/macro';
import { ListError } from '../list/ListError';
import type { LoadedList } from './useLoadList';

/**
 * The foot of a list read a page at a time outside the list pattern (a record's comments, its
 * histórico): "Carregar mais" while the server has more, or why the last page did not come and a
 * way to ask again. A list that failed altogether says so where its rows would be.
 */
export function LoadMore({ list }: { list: Pick<LoadedList<unknown>, 'status' | 'more' | 'failureMessage' | 'loadMore'> }) {
  if (list.status === 'failed') return null;
  if (list.status === 'loaded' && list.failureMessage) return <ListError message={list.failureMessage} onRetry={list.loadMore} />;
  if (!list.more) return null;
  const loading = list.status === 'loadingMore';
  return (
    <Button onClick={list.loadMore} disabled={loading} sx={{ justifySelf: 'start' }}>
      {loading ? <Trans>Carregando…</Trans> : <Trans>Carregar mais</Trans>}
    </Button>
  );
}
