import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import { QUESTIONARIO_MAX, type Questionario, type QuestionarioCreateBody } from '#contract/questionario';
import { EditorDialog } from '../../ui/editor/EditorDialog';
import { useEditor, type Problems } from '../../ui/editor/useEditor';
import { notify } from '../../ui/toast/notify';
import { useLoad } from '../../ui/load/useLoad';
import { ModeloChoice } from './ModeloChoice';
import { questionariosApi } from './questionariosApi';

interface NovoValues {
  titulo: string;
  /** A template's `chave`, or '' for a blank questionnaire. */
  modelo: string;
}

interface NovoQuestionarioDialogProps {
  onClose: () => void;
  /** The draft exists: the builder takes over. */
  onCreated: (questionario: Questionario) => void;
}

/** "Novo questionário": a título and a start, blank or one of the templates; the builder opens on the new draft. */
export function NovoQuestionarioDialog({ onClose, onCreated }: NovoQuestionarioDialogProps) {
  const { t } = useLingui();
  const modelos = useLoad(questionariosApi.modelos);
  const check = (values: NovoValues): { body: QuestionarioCreateBody; problems: Problems } => {
    const titulo = values.titulo.trim();
    const problems: Problems = {};
    if (!titulo) problems.titulo = [t`Campo obrigatório.`];
    else if (titulo.length > QUESTIONARIO_MAX.titulo) problems.titulo = [t`Deve ter no máximo ${QUESTIONARIO_MAX.titulo} caracteres.`];
    return { body: values.modelo ? { titulo, modelo: values.modelo } : { titulo }, problems };
  };
  const editor = useEditor<Questionario, NovoValues, QuestionarioCreateBody>({
    id: null,
    load: questionariosApi.get,
    create: questionariosApi.create,
    // Only creation happens here: the builder saves the draft from then on.
    update: () => Promise.reject(new Error('NovoQuestionarioDialog só cria')),
    toValues: () => ({ titulo: '', modelo: '' }),
    check,
    onSaved: (questionario) => {
      notify(t`Questionário criado: ${questionario.titulo}`, 'success');
      onCreated(questionario);
    },
  });

  const escolher = (chave: string) => {
    const titulos = new Map((modelos.data ?? []).map((modelo) => [modelo.chave, modelo.titulo]));
    // The template's name fills the título until the person writes one of their own.
    const titulo = editor.values.titulo.trim();
    if (!titulo || titulo === titulos.get(editor.values.modelo)) editor.set('titulo', titulos.get(chave) ?? '');
    editor.set('modelo', chave);
  };

  return (
    <EditorDialog title={t`Novo questionário`} editor={editor} readOnly={false} submitLabel={t`Criar e abrir`} onClose={onClose}>
      <TextField {...editor.text('titulo')} label={t`Título`} required autoFocus />
      <Box
        onKeyDown={(event) => {
          // Enter confirms a dialog; a radio button would not submit the form by itself.
          if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type === 'radio') {
            event.preventDefault();
            editor.submit();
          }
        }}
      >
        <ModeloChoice modelos={modelos} value={editor.values.modelo} onChange={escolher} />
      </Box>
    </EditorDialog>
  );
}
