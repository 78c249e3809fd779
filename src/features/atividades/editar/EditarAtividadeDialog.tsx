import { useLingui } from '@lingui/react/macro';
import type { Atividade, AtividadeUpdateBody } from '#contract/atividade';
import { EditorDialog } from '@/ui/editor/EditorDialog';
import { useEditor } from '@/ui/editor/useEditor';
import { notify } from '@/ui/toast/notify';
import { useFusoHorario } from '../../configuracoes/useConfiguracoesDaEmpresa';
import { atividadesApi } from '../atividadesApi';
import { AtividadeCampos } from '../nova/AtividadeCampos';
import { atividadeValues, checkEdicao, novaAtividadeValues, type NovaAtividadeValues } from '../nova/novaAtividadeForm';

interface EditarAtividadeDialogProps {
  id: string;
  onClose: () => void;
  onSaved: (atividade: Atividade) => void;
}

/**
 * "Editar atividade": the fields of "Nova atividade" over the activity as read now, saved with
 * its `versao`; a change made meanwhile by someone else is refused and offers to reload.
 */
export function EditarAtividadeDialog({ id, onClose, onSaved }: EditarAtividadeDialogProps) {
  const { t, i18n } = useLingui();
  const fuso = useFusoHorario();
  const editor = useEditor<Atividade, NovaAtividadeValues, Omit<AtividadeUpdateBody, 'versao'>>({
    id,
    load: atividadesApi.get,
    create: () => Promise.reject(new Error('EditarAtividadeDialog só altera')),
    update: atividadesApi.update,
    toValues: (atividade) => (atividade ? atividadeValues(atividade, fuso) : novaAtividadeValues(fuso)),
    check: (values, atividade) => checkEdicao(values, fuso, i18n, atividade),
    onSaved: (atividade) => {
      notify(t`Atividade alterada: ${atividade.codigo}`, 'success');
      onSaved(atividade);
    },
  });
  const titulo = editor.record ? t`Editar ${editor.record.codigo}` : t`Editar atividade`;

  return (
    <EditorDialog title={titulo} editor={editor} readOnly={false} onClose={onClose}>
      <AtividadeCampos editor={editor} />
    </EditorDialog>
  );
}
