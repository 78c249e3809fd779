import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { Atividade, AtividadeUpdateBody, EscopoDaSerie } from '#contract/atividade';
import { EditorDialog } from '@/ui/editor/EditorDialog';
import { useEditor } from '@/ui/editor/useEditor';
import { notify } from '@/ui/toast/notify';
import { useFusoHorario } from '../../configuracoes/useConfiguracoesDaEmpresa';
import { atividadesApi } from '../atividadesApi';
import { AtividadeCampos } from '../nova/AtividadeCampos';
import { atividadeValues, checkEdicao, novaAtividadeValues, type NovaAtividadeValues } from '../nova/novaAtividadeForm';
import { EscopoDaSerieDialog } from '../serie/EscopoDaSerieDialog';

interface EditarAtividadeDialogProps {
  id: string;
  onClose: () => void;
  onSaved: (atividade: Atividade) => void;
}

/**
 * "Editar atividade": the fields of "Nova atividade" over the activity as read now, saved with
 * its `versao`; a change made meanwhile by someone else is refused and offers to reload. An
 * activity of a series asks first, once the fields pass their checks, which of the series' activities
 * the change reaches.
 */
export function EditarAtividadeDialog({ id, onClose, onSaved }: EditarAtividadeDialogProps) {
  const { t, i18n } = useLingui();
  const fuso = useFusoHorario();
  const [pedindoEscopo, setPedindoEscopo] = useState(false);
  const escopo = useRef<EscopoDaSerie>('so_esta');
  const editor = useEditor<Atividade, NovaAtividadeValues, Omit<AtividadeUpdateBody, 'versao'>>({
    id,
    load: atividadesApi.get,
    create: () => Promise.reject(new Error('EditarAtividadeDialog só altera')),
    update: (atividadeId, body) => atividadesApi.update(atividadeId, escopo.current === 'so_esta' ? body : { ...body, escopo: escopo.current }),
    toValues: (atividade) => (atividade ? atividadeValues(atividade, fuso) : novaAtividadeValues(fuso)),
    check: (values, atividade) => checkEdicao(values, fuso, i18n, atividade),
    onSaved: (atividade) => {
      notify(t`Atividade alterada: ${atividade.codigo}`, 'success');
      onSaved(atividade);
    },
  });
  const titulo = editor.record ? t`Editar ${editor.record.codigo}` : t`Editar atividade`;
  const naSerie = Boolean(editor.record?.serie_id);
  const { problems } = checkEdicao(editor.values, fuso, i18n, editor.record);
  const semProblemas = Object.values(problems).every((lista) => !lista?.length);
  const salvar = { ...editor, submit: () => (naSerie && semProblemas && editor.status === 'editing' ? setPedindoEscopo(true) : editor.submit()) };

  return (
    <>
      <EditorDialog title={titulo} editor={salvar} readOnly={false} onClose={onClose}>
        <AtividadeCampos editor={editor} />
      </EditorDialog>
      {/* Beside the editor, not in it: its form and keys would hear this dialog's through the portal. */}
      {pedindoEscopo && (
        <EscopoDaSerieDialog
          acao="editar"
          onClose={() => setPedindoEscopo(false)}
          onConfirm={(escolhido) => {
            setPedindoEscopo(false);
            escopo.current = escolhido;
            editor.submit();
          }}
        />
      )}
    </>
  );
}
