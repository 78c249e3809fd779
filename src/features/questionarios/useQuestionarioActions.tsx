import Archive from '@mui/icons-material/ArchiveOutlined';
import ContentCopy from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/EditOutlined';
import History from '@mui/icons-material/HistoryOutlined';
import Unarchive from '@mui/icons-material/UnarchiveOutlined';
import { useLingui } from '@lingui/react/macro';
import type { QuestionarioResumo } from '#contract/questionario';
import { failureMessage } from '#machines/callFailure';
import type { RowAction } from '../../ui/list/types';
import { useConfirmedAction } from '../../ui/list/useConfirmedAction';
import { notify } from '../../ui/toast/notify';
import { questionariosApi } from './questionariosApi';

interface QuestionarioActionsOptions {
  /** Whether the papel may change questionnaires; without it only their versions can be read. */
  allowed: boolean;
  onEdit: (questionario: Pick<QuestionarioResumo, 'id'>) => void;
  onVersoes: (questionario: QuestionarioResumo) => void;
  /** After each change: the list re-reads. */
  settle: () => void;
}

/**
 * A row's actions: edit in the builder, duplicate as a new draft (opened in the builder), read the versions, archive or
 * restore, delete. Archive and delete ask first; `Delete` on a row archives it, or deletes it once archived.
 */
export function useQuestionarioActions({ allowed, onEdit, onVersoes, settle }: QuestionarioActionsOptions) {
  const { t } = useLingui();
  const act = useConfirmedAction();

  const duplicar = async (questionario: QuestionarioResumo) => {
    try {
      const copia = await questionariosApi.duplicar(questionario.id);
      notify(t`Cópia criada como rascunho: ${copia.titulo}`, 'success');
      onEdit(copia);
    } catch (error) {
      const said = failureMessage(error);
      notify(said, 'error');
    }
    settle();
  };
  const arquivar = ({ id, titulo, versao }: QuestionarioResumo) =>
    act({
      title: t`Arquivar “${titulo}”?`,
      message: t`Um questionário arquivado deixa de ser oferecido a novas atividades e tipos de serviço; as atividades que já o usaram guardam suas respostas. Você pode restaurá-lo depois.`,
      run: () => questionariosApi.arquivar(id, versao),
      done: t`Arquivado: ${titulo}`,
      settle,
    });
  const restaurar = ({ id, titulo, versao }: QuestionarioResumo) =>
    act({
      title: t`Restaurar “${titulo}”?`,
      message: t`O questionário volta a ser oferecido a novas atividades e tipos de serviço.`,
      run: () => questionariosApi.restaurar(id, versao),
      done: t`Restaurado: ${titulo}`,
      settle,
    });
  const excluir = ({ id, titulo, versao }: QuestionarioResumo) =>
    act({
      title: t`Excluir “${titulo}”?`,
      message: t`A exclusão não pode ser desfeita. Se alguma atividade já usou este questionário, ela será recusada: arquive-o em vez disso.`,
      run: () => questionariosApi.excluir(id, versao),
      done: t`Excluído: ${titulo}`,
      settle,
    });

  if (!allowed) return { actions: () => [], onEdit: undefined, remove: undefined };

  const actions = (questionario: QuestionarioResumo): RowAction<QuestionarioResumo>[] => [
    { id: 'editar', label: t`Editar`, icon: <Edit fontSize="small" />, run: onEdit },
    { id: 'duplicar', label: t`Duplicar`, icon: <ContentCopy fontSize="small" />, run: duplicar },
    { id: 'versoes', label: t`Ver versões`, icon: <History fontSize="small" />, run: onVersoes },
    questionario.status === 'arquivado'
      ? { id: 'restaurar', label: t`Restaurar`, icon: <Unarchive fontSize="small" />, run: restaurar }
      : { id: 'arquivar', label: t`Arquivar`, icon: <Archive fontSize="small" />, run: arquivar },
    { id: 'excluir', label: t`Excluir`, icon: <DeleteOutlined fontSize="small" />, run: excluir },
  ];
  return {
    actions,
    onEdit,
    remove: {
      label: t`Arquivar ou excluir a linha selecionada`,
      run: (questionario: QuestionarioResumo) => (questionario.status === 'arquivado' ? excluir(questionario) : arquivar(questionario)),
    },
  };
}
