import Archive from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/EditOutlined';
import Unarchive from '@mui/icons-material/UnarchiveOutlined';
import { useLingui } from '@lingui/react/macro';
import type { RowAction } from './types';
import { useConfirmedAction } from './useConfirmedAction';

export interface ArchivableRecord {
  id: string;
  ativo: boolean;
  versao: number;
}

interface RecordActionsOptions<Item extends ArchivableRecord> {
  api: {
    arquivar: (id: string, versao: number) => Promise<unknown>;
    restaurar: (id: string, versao: number) => Promise<unknown>;
    excluir: (id: string, versao: number) => Promise<unknown>;
  };
  /** Whether the papel may change these records; without it there are no actions at all. */
  allowed: boolean;
  name: (item: Item) => string;
  onEdit: (item: Item) => void;
  /** After each action: the list re-reads. */
  settle: () => void;
}

/**
 * Edit, archive or restore, and delete, for records that are archived rather than lost while
 * something points at them. Archive and delete ask first; `Delete` on a row archives it, or
 * deletes it once archived.
 */
export function useRecordActions<Item extends ArchivableRecord>({ api, allowed, name, onEdit, settle }: RecordActionsOptions<Item>) {
  const { t } = useLingui();
  const act = useConfirmedAction();

  const arquivar = (item: Item) =>
    act({
      title: t`Arquivar “${name(item)}”?`,
      message: t`Um registro arquivado sai das listas de escolha; o histórico fica guardado e você pode restaurá-lo depois.`,
      run: () => api.arquivar(item.id, item.versao),
      done: t`Arquivado: ${name(item)}`,
      settle,
    });
  const restaurar = (item: Item) =>
    act({
      title: t`Restaurar “${name(item)}”?`,
      message: t`O registro volta a aparecer nas listas de escolha.`,
      run: () => api.restaurar(item.id, item.versao),
      done: t`Restaurado: ${name(item)}`,
      settle,
    });
  const excluir = (item: Item) =>
    act({
      title: t`Excluir “${name(item)}”?`,
      message: t`A exclusão não pode ser desfeita. Se houver atividades ligadas a este registro, ela será recusada: arquive-o em vez disso.`,
      run: () => api.excluir(item.id, item.versao),
      done: t`Excluído: ${name(item)}`,
      settle,
    });

  if (!allowed) return { actions: () => [], onEdit: undefined, remove: undefined };

  const actions = (item: Item): RowAction<Item>[] => [
    { id: 'editar', label: t`Editar`, icon: <Edit fontSize="small" />, run: onEdit },
    item.ativo
      ? { id: 'arquivar', label: t`Arquivar`, icon: <Archive fontSize="small" />, run: arquivar }
      : { id: 'restaurar', label: t`Restaurar`, icon: <Unarchive fontSize="small" />, run: restaurar },
    { id: 'excluir', label: t`Excluir`, icon: <DeleteOutlined fontSize="small" />, run: excluir },
  ];
  return {
    actions,
    onEdit,
    remove: { label: t`Arquivar ou excluir a linha selecionada`, run: (item: Item) => (item.ativo ? arquivar(item) : excluir(item)) },
  };
}
