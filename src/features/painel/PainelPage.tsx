import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { Painel } from '#contract/painel';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { ListError } from '../../ui/list/ListError';
import { ListSkeleton } from '../../ui/list/ListSkeleton';
import { useAddressParams } from '../../ui/list/useAddressParams';
import { useLoad } from '../../ui/load/useLoad';
import { FILTRO } from '../atividades/lista/atividadesAddress';
import { Figuras } from './Figuras';
import { painelApi } from './painelApi';
import { painelQuery } from './painelAddress';
import { PainelFiltros } from './PainelFiltros';
import { SecaoDaSerie, SecaoDasAcoes, SecaoDasPerguntas, SecaoDeGrupos } from './Secoes';

const vazio = (painel: Painel) => painel.atividades.agendadas === 0 && painel.acoes_abertas.total === 0;

/**
 * The company's work in a period, for admin and gestor: the period and filters live in the
 * address, and every figure links to the list that counts it with the same filters.
 */
export function PainelPage() {
  const { t } = useLingui();
  const [params, write] = useAddressParams();
  const query = painelQuery(params);
  const chave = JSON.stringify(query);
  const painel = useLoad(() => painelApi.ler(query));
  const primeira = useRef(chave);
  useEffect(() => {
    // Mounting read the first address; each change of period or filter reads again.
    if (chave !== primeira.current) painel.reload();
    primeira.current = chave;
  }, [chave]);

  const dados = painel.data;
  return (
    <>
      <PageHeader title={t`Painel`} />
      <PainelFiltros query={query} write={write} />
      {painel.status === 'loading' && dados && <LinearProgress aria-label={t`Atualizando o painel`} sx={{ mb: 2 }} />}
      {painel.status === 'failed' ? (
        <ListError message={painel.failureMessage} onRetry={painel.retry} />
      ) : !dados ? (
        <ListSkeleton />
      ) : vazio(dados) ? (
        <EmptyState icon={<InsightsOutlined />} title={t`Nada neste período`}>
          <Trans>Nenhuma atividade agendada entre as datas escolhidas com estes filtros. Escolha outro período ou tire um filtro.</Trans>
        </EmptyState>
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Figuras painel={dados} query={query} />
          <SecaoDaSerie painel={dados} query={query} />
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
            <SecaoDeGrupos titulo={t`Conformidade por site`} grupos={dados.por_site} filtro={FILTRO.site} query={query} />
            <SecaoDeGrupos titulo={t`Conformidade por tipo de serviço`} grupos={dados.por_tipo} filtro={FILTRO.tipo} query={query} />
            <SecaoDeGrupos titulo={t`Conformidade por técnico`} grupos={dados.por_responsavel} filtro={FILTRO.responsavel} query={query} />
            <SecaoDeGrupos titulo={t`Conformidade por questionário`} grupos={dados.por_questionario} filtro={FILTRO.questionario} query={query} />
            <SecaoDasPerguntas painel={dados} />
            <SecaoDasAcoes painel={dados} query={query} />
          </Box>
        </Box>
      )}
    </>
  );
}
