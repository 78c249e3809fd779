import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '@/ui/EmptyState';
import { ListError } from '@/ui/list/ListError';
import { CURSOR } from '@/ui/load/loadMachine';
import { LoadMore } from '@/ui/load/LoadMore';
import { useLoadList } from '@/ui/load/useLoadList';
import { PageSpinner } from '@/ui/PageSpinner';
import { atividadesApi } from '../atividadesApi';
import { HistoricoMudancas } from './HistoricoMudancas';
import { autorDoHistorico } from '@/ui/historico/autorDoHistorico';
import { HISTORICO_NOMES } from './atividadeNomes';

/** The Histórico tab: who did what and when, the latest first, a page at a time. */
export function HistoricoAba({ atividadeId, fuso }: { atividadeId: string; fuso: string }) {
  const { t, i18n } = useLingui();
  const historico = useLoadList(({ [CURSOR]: cursor }) => atividadesApi.historico(atividadeId, cursor));

  if (historico.status === 'failed') return <ListError message={historico.failureMessage} onRetry={historico.retry} />;
  if (!historico.page) return <PageSpinner />;
  const itens = historico.page.items;
  if (itens.length === 0) {
    return (
      <EmptyState icon={<HistoryOutlined />} title={t`Nada registrado ainda`}>
        {t`Cada mudança desta atividade aparecerá aqui, com quem fez e quando.`}
      </EmptyState>
    );
  }

  return (
    <Box>
      <Box component="ol" aria-label={t`Histórico da atividade`} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {itens.map((item) => {
          const quem = autorDoHistorico(i18n, item.por);
          const quando = i18n.date(item.em, { dateStyle: 'short', timeStyle: 'short', timeZone: fuso });
          return (
            <Box
              component="li"
              key={item.id}
              sx={{ position: 'relative', pl: 3, pb: 2, borderInlineStart: 2, borderColor: 'divider', ml: 1 }}
            >
              <Box aria-hidden sx={{ position: 'absolute', insetInlineStart: -7, top: 4, width: 12, height: 12, borderRadius: '50%', bgcolor: 'primary.main' }} />
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {i18n._(HISTORICO_NOMES[item.acao])}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {t`${quem}, ${quando}`}
              </Typography>
              {item.motivo && <Typography variant="body2">{t`Motivo: ${item.motivo}`}</Typography>}
              <HistoricoMudancas item={item} fuso={fuso} />
            </Box>
          );
        })}
      </Box>
      <LoadMore list={historico} />
    </Box>
  );
}
