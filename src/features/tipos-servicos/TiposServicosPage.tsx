import HandymanOutlined from '@mui/icons-material/HandymanOutlined';
import { useLingui } from '@lingui/react/macro';
import { pode } from '#contract/permissoes';
import type { ListQuery } from '../../ui/load/loadMachine';
import type { ListaProps } from '../../app/pagina';
import { useSession } from '../../app/session/useSession';
import { ListView } from '../../ui/list/ListView';
import { SituacaoFilter } from '../../ui/list/SituacaoFilter';
import { apiQuery, ATIVO } from '../../ui/list/situacao';
import { useList } from '../../ui/list/useList';
import type { Columns } from '../../ui/list/types';
import { useColunas } from '../../ui/list/useColunas';
import { useRecordActions } from '../../ui/list/useRecordActions';
import { comTitulos, type TipoServicoLinha } from './questionarioTitulos';
import { TipoServicoEditor } from './TipoServicoEditor';
import { tiposServicoApi } from './tiposServicoApi';

const FILTROS = [ATIVO] as const;
const fetchTipos = async (query: ListQuery) => comTitulos(await tiposServicoApi.list(apiQuery(query)));

/** /tipos-servicos: the services the company provides, with colour and estimated duration. */
export function TiposServicosPage({ colunas }: ListaProps<Columns<TipoServicoLinha>>) {
  const { t } = useLingui();
  const { empresa } = useSession();
  const canEdit = pode(empresa?.papel, 'tiposServico.editar');
  const list = useList<TipoServicoLinha>(fetchTipos, FILTROS);
  const { actions, onEdit, remove } = useRecordActions<TipoServicoLinha>({
    api: tiposServicoApi,
    allowed: canEdit,
    name: (tipo) => tipo.nome,
    onEdit: (tipo) => list.openRecord(tipo.id),
    settle: list.reload,
  });

  const columns = useColunas(colunas, {});
  return (
    <ListView
      list={list}
      title={t`Tipos de serviço`}
      columns={columns}
      itemName={(tipo) => tipo.nome}
      defaultOrder="nome"
      searchLabel={t`Buscar por nome`}
      filters={<SituacaoFilter list={list} />}
      createLabel={canEdit ? t`Novo tipo de serviço` : undefined}
      empty={{
        icon: <HandymanOutlined />,
        title: t`Nenhum tipo de serviço cadastrado ainda`,
        text: t`Aqui ficam os serviços que sua empresa presta, como vistoria, manutenção ou instalação, com a cor, a duração estimada e o questionário padrão de cada um.`,
      }}
      actions={actions}
      onEdit={onEdit}
      remove={remove}
      editor={(editor) => <TipoServicoEditor {...editor} readOnly={!canEdit} />}
    />
  );
}
