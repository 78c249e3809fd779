import PersonOutline from '@mui/icons-material/PersonOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import type { AcaoCorretiva } from '#contract/acoes';
import { pode } from '#contract/permissoes';
import type { ListaProps } from '../../app/pagina';
import { useSession } from '../../app/session/useSession';
import type { ListQuery } from '../../ui/load/loadMachine';
import { ListView } from '../../ui/list/ListView';
import type { Columns } from '../../ui/list/types';
import { useColunas } from '../../ui/list/useColunas';
import { useList } from '../../ui/list/useList';
import { useMarcacao } from '../../ui/lote/useMarcacao';
import { acaoPath, ACAO_FILTROS, apiQuery, ORDEM_PADRAO } from './acoesAddress';
import { acoesApi } from './acoesApi';
import { useFusoHorario } from '../configuracoes/useConfiguracoesDaEmpresa';
import { AcaoFiltros } from './lista/AcaoFiltros';
import { CALENDARIO, VISAO } from '../atividades/calendario/calendarioAddress';
import { VisaoAlternador } from '../atividades/calendario/VisaoAlternador';

// The editor comes when it is asked for: the list's first draw does not parse it.
const AcaoEditor = lazy(() => import('./editor/AcaoEditor').then((module) => ({ default: module.AcaoEditor })));
const ReatribuirAcoesDialog = lazy(() => import('./lista/ReatribuirAcoesDialog').then((module) => ({ default: module.ReatribuirAcoesDialog })));
const AcoesCalendario = lazy(() => import('./calendario/AcoesCalendario').then((module) => ({ default: module.AcoesCalendario })));

const fetchAcoes = (query: ListQuery) => acoesApi.list(apiQuery(query));

type AcoesPageProps = ListaProps<Columns<AcaoCorretiva, { fuso: string }>>;

/** /acoes: the list, or with `?visao=calendario` the calendar of prazos, over the same filters. */
export function AcoesPage({ colunas }: AcoesPageProps) {
  return useSearchParams()[0].get(VISAO) === CALENDARIO ? <AcoesCalendario /> : <AcoesLista colunas={colunas} />;
}

/**
 * The company's corrective actions, the latest first, searched by número or título and
 * filtered from the address, growing by keyset cursor ("Carregar mais"). A row opens the action's page; `?novo=1`
 * (or `n`) opens a new one for those allowed to. Those who edit actions mark rows (`x`) and reassign
 * them together, or the selected one, with `a`.
 */
function AcoesLista({ colunas }: AcoesPageProps) {
  const { t } = useLingui();
  const fuso = useFusoHorario();
  const [, navigate] = useLocation();
  const papel = useSession().empresa?.papel;
  const canCreate = pode(papel, 'acoes.criar');
  const lista = useList<AcaoCorretiva>(fetchAcoes, ACAO_FILTROS);
  // The list pattern opens a row with openRecord: here that is the action's page.
  const list = { ...lista, openRecord: (id: string) => navigate(acaoPath(id)) };
  const marcacao = useMarcacao<AcaoCorretiva, 'reatribuir'>(lista, {
    permitido: pode(papel, 'acoes.editar'),
    rotulo: t`Ações marcadas`,
    botoes: [{ acao: 'reatribuir', label: t`Reatribuir`, icon: <PersonOutline />, atalho: 'A' }],
    dialogo: (pedido, fechar, feito) => <ReatribuirAcoesDialog acoes={pedido.itens} onClose={fechar} onDone={feito} />,
  });

  const columns = useColunas(colunas, { fuso });
  return (
    <ListView
      list={list}
      title={t`Ações corretivas`}
      columns={columns}
      itemName={(acao) => `${acao.codigo} ${acao.titulo}`}
      defaultOrder={ORDEM_PADRAO}
      searchLabel={t`Buscar por código ou título`}
      filters={<AcaoFiltros list={list} />}
      tools={<VisaoAlternador />}
      notice={
        <>
          {marcacao.barra}
          {marcacao.dialogo}
        </>
      }
      selection={marcacao.selection}
      rowKeys={
        marcacao.selection
          ? [{ id: 'atribuir', label: t`Reatribuir a linha selecionada ou as marcadas`, key: 'a', run: (acao) => marcacao.pedir('reatribuir', acao) }]
          : []
      }
      createLabel={canCreate ? t`Nova ação` : undefined}
      empty={{
        icon: <TaskAltOutlined />,
        title: t`Nenhuma ação corretiva ainda`,
        text: t`Quando um item crítico é reprovado, a conclusão da atividade abre aqui uma ação para corrigi-lo, com responsável e prazo. Você também pode abrir uma à mão.`,
      }}
      actions={() => []}
      editor={({ id, onClose }) =>
        id === null && (
          <Suspense fallback={null}>
            <AcaoEditor id={null} onClose={onClose} onSaved={(acao) => navigate(acaoPath(acao.id))} />
          </Suspense>
        )
      }
    />
  );
}
