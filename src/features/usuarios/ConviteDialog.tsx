import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { Papel } from '#contract/papel';
import { CONVITE_VALIDADE_DIAS, type Convite, type ConviteCreateBody } from '#contract/usuarios';
import { EditorDialog } from '../../ui/editor/EditorDialog';
import { useEditor, type Problems } from '../../ui/editor/useEditor';
import { email } from '../../ui/form/validation';
import { notify } from '../../ui/toast/notify';
import { PapelChoice } from './PapelChoice';
import { usuariosApi } from './usuariosApi';

type Values = { email: string; papel: Papel };

const never = (): Promise<Convite> => Promise.reject(new Error('Um convite enviado não se edita: reenvie-o ou revogue-o.'));

/** "Convidar usuário": an e-mail and a papel; the person gets a link valid for a few days. */
export function ConviteDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const { t, i18n } = useLingui();
  const editor = useEditor<Convite, Values, ConviteCreateBody>({
    id: null,
    load: never,
    create: usuariosApi.convidar,
    update: never,
    toValues: () => ({ email: '', papel: 'tecnico' }),
    check: (values) => {
      const problem = email(values.email);
      const problems: Problems = problem ? { email: [i18n._(problem)] } : {};
      return { body: { email: values.email.trim(), papel: values.papel }, problems };
    },
    onSaved: (convite) => {
      const para = convite.email;
      notify(t`Convite enviado para ${para}.`, 'success');
      onSaved();
    },
  });
  const dias = CONVITE_VALIDADE_DIAS;

  return (
    <EditorDialog title={t`Convidar usuário`} editor={editor} readOnly={false} submitLabel={t`Enviar convite`} onClose={onClose}>
      <Typography color="text.secondary">
        {t`Enviaremos um link por e-mail. Quem ainda não tem conta cria uma; quem já tem aceita o convite ao entrar. O link vale por ${dias} dias.`}
      </Typography>
      <TextField {...editor.text('email')} label={t`E-mail`} type="email" required autoFocus slotProps={{ htmlInput: { autoComplete: 'off' } }} />
      <PapelChoice value={editor.values.papel} onChange={(papel) => editor.set('papel', papel)} error={editor.errors.papel} />
    </EditorDialog>
  );
}
