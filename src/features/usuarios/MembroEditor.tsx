import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { Papel } from '#contract/papel';
import type { Membro } from '#contract/usuarios';
import { PAPEL_NAMES } from '../../i18n/papeis';
import { EditorDialog } from '../../ui/editor/EditorDialog';
import { useEditor } from '../../ui/editor/useEditor';
import { notify } from '../../ui/toast/notify';
import { PapelChoice } from './PapelChoice';
import { usuariosApi } from './usuariosApi';

interface MembroEditorProps {
  id: string;
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}

type Values = { papel: Papel };

const never = (): Promise<Membro> => Promise.reject(new Error('Um membro entra na empresa por convite, não por este formulário.'));

/** One member: who they are and their papel, changed over the `versao` read (a stale change offers to reload). */
export function MembroEditor({ id, readOnly, onClose, onSaved }: MembroEditorProps) {
  const { t, i18n } = useLingui();
  const editor = useEditor<Membro, Values, Values>({
    id,
    load: usuariosApi.membro,
    create: never,
    update: (membroId, body) => usuariosApi.setPapel(membroId, body.papel, body.versao),
    toValues: (membro) => ({ papel: membro?.papel ?? 'leitor' }),
    check: (values) => ({ body: values, problems: {} }),
    onSaved: (membro) => {
      const nome = membro.nome;
      const papel = i18n._(PAPEL_NAMES[membro.papel]);
      notify(t`${nome} agora é ${papel}.`, 'success');
      onSaved();
    },
  });
  const membro = editor.record;

  return (
    <EditorDialog title={membro ? membro.nome : t`Membro`} editor={editor} readOnly={readOnly} onClose={onClose}>
      {membro && <Typography color="text.secondary">{membro.email}</Typography>}
      <PapelChoice value={editor.values.papel} onChange={(papel) => editor.set('papel', papel)} readOnly={readOnly} error={editor.errors.papel} />
    </EditorDialog>
  );
}
