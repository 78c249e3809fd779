import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import type { AtividadeResumo } from '#contract/atividade';
import { pode } from '#contract/permissoes';
import type { ListaProps } from '../../app/pagina';
import { useSession } from '../../app/session/useSession';
import type { ListQuery } from '../../ui/load/loadMachine';
import { ListView } from '../../ui/list/ListView';
import type { Columns } from '../../ui/list/types';
import { useColunas } from '../../ui/list/useColunas';
import { useList } from '../../ui/list/useList';
import { useFusoHorario } from '../configuracoes/useConfiguracoesDaEmpresa';
import { atividadesApi } from './atividadesApi';
import { CALENDARIO, VISAO } from './calendario/calendarioAddress';
import { VisaoAlternador } from './calendario/VisaoAlternador';
import { AtividadeFiltros } from './lista/AtividadeFiltros';
import { apiQuery, ATIVIDADE_FILTROS, detalhesPath, filtrosDaLista, ORDEM_PADRAO, soMinhas } from './lista/atividadesAddress';
import { ExportarAtividades } from './lista/ExportarAtividades';
import { useAcoesDaLista } from './lista/useAcoesDaLista';
import { useMudancasAoVivo } from './lista/useMudancasAoVivo';

// What the list's first draw does not show comes when it is asked for: the phone that opens the
// list parses neither the calendar nor the editors.
const AtividadesCalendario = lazy(() => import('./calendario/AtividadesCalendario').then((module) => ({ default: module.AtividadesCalendario })));
const NovaAtividadeDialog = lazy(() => import('./nova/NovaAtividadeDialog').then((module) => ({ default: module.NovaAtividadeDialog })));
const EditarAtividadeDialog = lazy(() => import('./editar/EditarAtividadeDialog').then((module) => ({ default: module.EditarAtividadeDialog })));

type AtividadesListaProps = ListaProps<Columns<AtividadeResumo, { fuso: string }>>;

/** /atividades/lista: the list, or with `?visao=calendario` the calendar, over the same filters. */
export function AtividadesListaPage({ colunas }: AtividadesListaProps) {
  return useSearchParams()[0].get(VISAO) === CALENDARIO ? <AtividadesCalendario /> : <AtividadesLista colunas={colunas} />;
}

/**
 * The company's activities, searched by número or título, filtered and sorted
 * on the server from the address, growing by keyset cursor ("Carregar mais"). A row opens its
 * details page; a técnico's list opens on their own activities. `?novo=1` (or `n`) schedules a new
 * one for those allowed to.
 */
function AtividadesLista({ colunas }: Pick<AtividadesListaProps, 'colunas'>) {
  const { t } = useLingui();
  const fuso = useFusoHorario();
  const [, navigate] = useLocation();
  const papel = useSession().empresa?.papel;
  const canCreate = pode(papel, 'atividades.criar');
  const lista = useList<AtividadeResumo>((query: ListQuery) => atividadesApi.list(apiQuery(query, papel)), ATIVIDADE_FILTROS);
  // The list pattern opens a row with openRecord: here that is the activity's page.
  const list = { ...lista, openRecord: (id: string) => navigate(detalhesPath(id)) };
  const minhas = soMinhas(list.query, papel);
  const mudancas = useMudancasAoVivo(lista);
  // Marks, bulk actions (their bar and dialog come with the notice), `a`, `s` and `e`, which opens the editor (`?abrir=`).
  const acoes = useAcoesDaLista(lista);

  const columns = useColunas(colunas, { fuso });
  return (
    <ListView
      list={list}
      title={t`Atividades`}
      columns={columns}
      itemName={(atividade) => `${atividade.codigo} ${atividade.titulo}`}
      defaultOrder={ORDEM_PADRAO}
      searchLabel={t`Buscar por número ou título`}
      filters={<AtividadeFiltros list={list} />}
      contar={() => atividadesApi.total(filtrosDaLista(list.query, papel))}
      tools={
        <>
          <VisaoAlternador />
          <ExportarAtividades filtros={filtrosDaLista(list.query, papel)} />
        </>
      }
      notice={
        <>
          {mudancas}
          {acoes.barra}
          {acoes.dialogo}
        </>
      }
      selection={acoes.selection}
      rowKeys={acoes.rowKeys}
      onEdit={acoes.onEdit}
      empty={
        minhas
          ? {
              icon: <AssignmentOutlined />,
              title: t`Nenhuma atividade atribuída a você`,
              text: t`As atividades de que você for o responsável aparecem aqui. Desligue “Minhas atividades” para ver as de toda a equipe.`,
            }
          : {
              icon: <AssignmentOutlined />,
              title: t`Nenhuma atividade agendada ainda`,
              text: t`Aqui você acompanha as atividades da empresa: o serviço, o site, o responsável, a data e o andamento de cada uma.`,
            }
      }
      createLabel={canCreate ? t`Nova atividade` : undefined}
      actions={acoes.actions}
      editor={({ id, onClose, onSaved }) => (
        <Suspense fallback={null}>
          {id === null ? (
            <NovaAtividadeDialog onClose={onClose} onCreated={(atividade) => navigate(detalhesPath(atividade.id))} onSeries={onSaved} />
          ) : (
            acoes.onEdit && <EditarAtividadeDialog id={id} onClose={onClose} onSaved={onSaved} />
          )}
        </Suspense>
      )}
    />
  );
}
