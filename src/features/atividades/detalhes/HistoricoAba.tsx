import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { HistoricoItem } from '#contract/atividade';
import { failureMessage } from '#machines/callFailure';
import { EmptyState } from '../../../ui/EmptyState';
import { ListError } from '../../../ui/list/ListError';
import { PageSpinner } from '../../../ui/PageSpinner';
import { useLoad } from '../../../ui/useLoad';
import { atividadesApi } from '../atividadesApi';
import { HistoricoMudancas } from './HistoricoMudancas';
import { HISTORICO_NOMES } from './atividadeNomes';

interface Pagina {
  items: HistoricoItem[];
  next_cursor: string | null;
}

/** The Histórico tab: who did what and when, the latest first, a page at a time. */
export function HistoricoAba({ atividadeId, fuso }: { atividadeId: string; fuso: string }) {
  const { t, i18n } = useLingui();
  const primeira = useLoad(() => atividadesApi.historico(atividadeId));
  const [seguintes, setSeguintes] = useState<Pagina[]>([]);
  const [mais, setMais] = useState<{ estado: 'pronto' | 'carregando' } | { estado: 'falhou'; mensagem: string }>({ estado: 'pronto' });

  if (primeira.status === 'failed') return <ListError message={primeira.failureMessage} onRetry={primeira.retry} />;
  if (!primeira.data) return <PageSpinner />;
  const paginas = [primeira.data, ...seguintes];
  const itens = paginas.flatMap((pagina) => pagina.items);
  const cursor = paginas.at(-1)?.next_cursor ?? null;

  const carregarMais = async () => {
    if (!cursor) return;
    setMais({ estado: 'carregando' });
    try {
      const pagina = await atividadesApi.historico(atividadeId, cursor);
      setSeguintes((atuais) => [...atuais, pagina]);
      setMais({ estado: 'pronto' });
    } catch (error) {
      setMais({ estado: 'falhou', mensagem: failureMessage(error) });
    }
  };

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
          const quem = item.por?.nome ?? t`Alguém que saiu da empresa`;
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
      {mais.estado === 'falhou' && <ListError message={mais.mensagem} onRetry={carregarMais} />}
      {cursor && mais.estado !== 'falhou' && (
        <Button onClick={carregarMais} disabled={mais.estado === 'carregando'}>
          {mais.estado === 'carregando' ? <Trans>Carregando…</Trans> : <Trans>Carregar mais</Trans>}
        </Button>
      )}
    </Box>
  );
}
