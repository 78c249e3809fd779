import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import {
  EVENTOS_WEBHOOK,
  problemasDoWebhook,
  WEBHOOK_DESCRICAO_MAX,
  WEBHOOK_URL_MAX,
  type EventoWebhook,
  type Webhook,
  type WebhookComSegredo,
  type WebhookCreateBody,
} from '#contract/webhooks';
import { EditorDialog } from '../../ui/editor/EditorDialog';
import { useEditor } from '../../ui/editor/useEditor';
import { textosDosCampos } from '../../ui/form/validation';
import { LTR_INPUT } from '../../ui/form/ltrInput';
import { NOMES_DOS_EVENTOS } from './nomesDosWebhooks';
import { webhooksApi } from './webhooksApi';

interface Values {
  url: string;
  eventos: EventoWebhook[];
  descricao: string;
  ativo: boolean;
}

type Body = WebhookCreateBody & { ativo?: boolean };

const valores = (webhook: Webhook | null): Values => ({
  url: webhook?.url ?? '',
  eventos: webhook?.eventos ?? [],
  descricao: webhook?.descricao ?? '',
  ativo: webhook?.ativo ?? true,
});

interface WebhookEditorProps {
  /** null for a new receiver. */
  id: string | null;
  onClose: () => void;
  /** A new receiver, with its secret: the only time it is answered. */
  onCriado: (webhook: WebhookComSegredo) => void;
  onSalvo: (webhook: Webhook) => void;
}

/** "Novo webhook" and its editing: the address, the events it receives, a description and, once it exists, on or off. */
export function WebhookEditor({ id, onClose, onCriado, onSalvo }: WebhookEditorProps) {
  const { t, i18n } = useLingui();
  const eventosId = useId();
  const editor = useEditor<Webhook, Values, Body>({
    id,
    load: webhooksApi.um,
    create: webhooksApi.criar,
    update: webhooksApi.alterar,
    toValues: valores,
    check: (values, record) => {
      const { valores: body, problemas } = problemasDoWebhook(values);
      return { body: record ? { ...body, ativo: values.ativo } : body, problems: textosDosCampos(problemas) };
    },
    onSaved: (webhook, criado) => (criado ? onCriado(webhook as WebhookComSegredo) : onSalvo(webhook)),
  });
  const { values, errors } = editor;
  const marcar = (evento: EventoWebhook, marcado: boolean) =>
    editor.set('eventos', marcado ? [...values.eventos, evento] : values.eventos.filter((outro) => outro !== evento));
  const falhandoDesde = editor.record?.falhando_desde;
  const desde = falhandoDesde ? i18n.date(new Date(falhandoDesde), { dateStyle: 'short', timeStyle: 'short' }) : null;

  return (
    <EditorDialog
      title={id ? t`Editar webhook` : t`Novo webhook`}
      editor={editor}
      readOnly={false}
      submitLabel={id ? undefined : t`Criar webhook`}
      onClose={onClose}
    >
      <TextField
        {...editor.text('url')}
        label={t`Endereço (URL)`}
        type="url"
        required
        autoFocus
        helperText={errors.url ?? t`O Prumo envia cada evento por POST para este endereço, assinado com o segredo do webhook.`}
        slotProps={{ htmlInput: { maxLength: WEBHOOK_URL_MAX, autoComplete: 'off', spellCheck: false, ...LTR_INPUT } }}
      />
      <FormControl component="fieldset" error={Boolean(errors.eventos)} required>
        <FormLabel component="legend" id={eventosId}>
          {t`Eventos`}
        </FormLabel>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          {EVENTOS_WEBHOOK.map((evento, indice) => (
            <FormControlLabel
              key={evento}
              sx={{ alignItems: 'flex-start', mr: 0, '& .MuiCheckbox-root': { mt: -0.75 } }}
              control={
                <Checkbox
                  checked={values.eventos.includes(evento)}
                  onChange={(event) => marcar(evento, event.target.checked)}
                  slotProps={{ input: { 'aria-invalid': indice === 0 && Boolean(errors.eventos) ? true : undefined, 'aria-describedby': errors.eventos ? `${eventosId}-erro` : undefined } }}
                />
              }
              label={
                <Box component="span" sx={{ display: 'grid', py: 0.5 }}>
                  <span>{i18n._(NOMES_DOS_EVENTOS[evento])}</span>
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }} dir="ltr">
                    {evento}
                  </Typography>
                </Box>
              }
            />
          ))}
        </Box>
        {errors.eventos && <FormHelperText id={`${eventosId}-erro`}>{errors.eventos}</FormHelperText>}
      </FormControl>
      <TextField
        {...editor.text('descricao')}
        label={t`Descrição (opcional)`}
        helperText={errors.descricao ?? t`Para reconhecê-lo na lista, por exemplo "ERP da matriz".`}
        slotProps={{ htmlInput: { maxLength: WEBHOOK_DESCRICAO_MAX, autoComplete: 'off' } }}
      />
      {id && (
        <FormControl>
          <FormControlLabel control={<Switch checked={values.ativo} onChange={(event) => editor.set('ativo', event.target.checked)} />} label={t`Ativo`} />
          <FormHelperText>
            {values.ativo
              ? t`Recebe os eventos escolhidos.`
              : desde
                ? t`Desativado após falhar desde ${desde}. Ative-o para voltar a receber eventos.`
                : t`Não recebe eventos enquanto estiver desativado.`}
          </FormHelperText>
        </FormControl>
      )}
    </EditorDialog>
  );
}
