import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { useLingui } from '@lingui/react/macro';
import { pode } from '#contract/permissoes';
import type { Site } from '#contract/sites';
import type { ListaProps } from '../../app/pagina';
import { useSession } from '../../app/session/useSession';
import { ListView } from '../../ui/list/ListView';
import { apiQuery } from '../../ui/list/situacao';
import { useList } from '../../ui/list/useList';
import type { Columns } from '../../ui/list/types';
import { useColunas } from '../../ui/list/useColunas';
import { useRecordActions } from '../../ui/list/useRecordActions';
import { SiteEditor } from './SiteEditor';
import { SiteFilters, SITE_FILTROS } from './SiteFilters';
import { SiteTransfer } from './SiteTransfer';
import { sitesApi } from './sitesApi';

const fetchSites = (query: Record<string, string>) => sitesApi.list(apiQuery(query));

/** /sites: the company's sites, searched and filtered from the address; import, export and the editor. */
export function SitesPage({ colunas }: ListaProps<Columns<Site>>) {
  const { t } = useLingui();
  const { empresa } = useSession();
  const canEdit = pode(empresa?.papel, 'sites.editar');
  const list = useList<Site>(fetchSites, SITE_FILTROS);
  const { actions, onEdit, remove } = useRecordActions<Site>({
    api: sitesApi,
    allowed: canEdit,
    name: (site) => site.nome,
    onEdit: (site) => list.openRecord(site.id),
    settle: list.reload,
  });

  const columns = useColunas(colunas, {});
  return (
    <ListView
      list={list}
      title={t`Sites`}
      columns={columns}
      itemName={(site) => site.nome}
      defaultOrder="nome"
      searchLabel={t`Buscar por nome, código ou cidade`}
      filters={<SiteFilters list={list} />}
      contar={() => sitesApi.total(apiQuery(list.query))}
      tools={<SiteTransfer query={list.query} canImport={canEdit} onImported={list.reload} />}
      createLabel={canEdit ? t`Novo site` : undefined}
      empty={{
        icon: <PlaceOutlined />,
        title: t`Nenhum site cadastrado ainda`,
        text: t`Aqui ficam os locais onde sua empresa trabalha: endereço, coordenadas, contato no local e observações. Cada atividade é agendada em um site.`,
      }}
      actions={actions}
      onEdit={onEdit}
      remove={remove}
      editor={(editor) => <SiteEditor {...editor} readOnly={!canEdit} />}
    />
  );
}
