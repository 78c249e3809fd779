import { useLingui } from '@lingui/react/macro';
import type { AtividadeCreateBody, AtividadeCriada } from '#contract/atividade';
import { EditorDialog } from '@/ui/editor/EditorDialog';
import { useEditor } from '@/ui/editor/useEditor';
import { notify } from '@/ui/toast/notify';
import { useFusoHorario } from '../../configuracoes/useConfiguracoesDaEmpresa';
import { QuestionarioPadraoField } from '../../tipos-servicos/QuestionarioPadraoField';
import { atividadesApi } from '../atividadesApi';
import { AtividadeCampos } from './AtividadeCampos';
import { checkNovaAtividade, novaAtividadeValues, type NovaAtividadeValues } from './novaAtividadeForm';
import { RecorrenciaCampos } from './RecorrenciaCampos';

interface NovaAtividadeDialogProps {
  onClose: () => void;
  /** One activity: its page opens. */
  onCreated: (atividade: AtividadeCriada) => void;
  /** A series: the list shows them. */
  onSeries: () => void;
}

/**
 * "Nova atividade": a service at a site, for a person, on a date and time of the company's clock,
 * once or repeated; messages beside the fields, from the contract's checks and then from the API.
 */
export function NovaAtividadeDialog({ onClose, onCreated, onSeries }: NovaAtividadeDialogProps) {
  const { t, i18n } = useLingui();
  const fuso = useFusoHorario();
  const editor = useEditor<AtividadeCriada, NovaAtividadeValues, AtividadeCreateBody>({
    id: null,
    load: atividadesApi.get,
    create: atividadesApi.create,
    update: () => Promise.reject(new Error('NovaAtividadeDialog só cria')),
    toValues: () => novaAtividadeValues(fuso),
    check: (values) => checkNovaAtividade(values, fuso, i18n),
    onSaved: (atividade) => {
      const serie = atividade.serie?.length ?? 0;
      if (serie > 1) {
        notify(t`${serie} atividades criadas, de ${atividade.serie![0]!.codigo} a ${atividade.serie![serie - 1]!.codigo}.`, 'success');
        onSeries();
      } else {
        notify(t`Atividade criada: ${atividade.codigo}`, 'success');
        onCreated(atividade);
      }
    },
  });

  return (
    <EditorDialog title={t`Nova atividade`} editor={editor} readOnly={false} submitLabel={t`Criar atividade`} onClose={onClose}>
      {/* The tipo's questionário padrão, unless the person picks another. */}
      <AtividadeCampos editor={editor} onTipo={(tipo) => editor.set('questionario_id', tipo?.questionario_id ?? '')}>
        <RecorrenciaCampos editor={editor} />
        <QuestionarioPadraoField
          value={editor.values.questionario_id}
          stored={null}
          onChange={(questionario) => editor.set('questionario_id', questionario)}
          readOnly={false}
          error={editor.errors.questionario_id}
          label={t`Questionário`}
          helperText={t`O do tipo de serviço, a menos que você escolha outro; a versão publicada é fixada quando a atividade começa.`}
        />
      </AtividadeCampos>
    </EditorDialog>
  );
}
