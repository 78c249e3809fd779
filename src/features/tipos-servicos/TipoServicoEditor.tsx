import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import { DURACAO_MAX_MINUTOS, type TipoServico, type TipoServicoCreateBody } from '#contract/tiposServico';
import { EditorDialog } from '../../ui/editor/EditorDialog';
import { RelatorioAoClienteSwitch } from '../sites/RelatorioAoClienteSwitch';
import { useEditor } from '../../ui/editor/useEditor';
import { notify } from '../../ui/toast/notify';
import { CorPicker } from './CorPicker';
import { QuestionarioPadraoField } from './QuestionarioPadraoField';
import { checkTipoServico, tipoServicoFormValues, type TipoServicoFormValues } from './tipoServicoForm';
import { tiposServicoApi } from './tiposServicoApi';

interface TipoServicoEditorProps {
  id: string | null;
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** Create, edit or (read-only) view a tipo de serviço: nome, descrição, cor of the palette, duração, ativo, questionário padrão. */
export function TipoServicoEditor({ id, readOnly, onClose, onSaved }: TipoServicoEditorProps) {
  const { t, i18n } = useLingui();
  const editor = useEditor<TipoServico, TipoServicoFormValues, TipoServicoCreateBody>({
    id,
    load: tiposServicoApi.get,
    create: tiposServicoApi.create,
    update: tiposServicoApi.update,
    toValues: tipoServicoFormValues,
    check: (values) => checkTipoServico(values, i18n),
    onSaved: (tipo, created) => {
      notify(created ? t`Tipo de serviço criado: ${tipo.nome}` : t`Tipo de serviço salvo: ${tipo.nome}`, 'success');
      onSaved();
    },
  });
  const title = readOnly ? t`Tipo de serviço` : id ? t`Editar tipo de serviço` : t`Novo tipo de serviço`;
  const htmlInput = { readOnly };

  return (
    <EditorDialog title={editor.record ? `${title}: ${editor.record.nome}` : title} editor={editor} readOnly={readOnly} onClose={onClose}>
      <TextField {...editor.text('nome')} label={t`Nome`} required autoFocus={!readOnly} slotProps={{ htmlInput }} />
      <TextField {...editor.text('descricao')} label={t`Descrição`} multiline minRows={2} slotProps={{ htmlInput }} />
      <CorPicker value={editor.values.cor} onChange={(cor) => editor.set('cor', cor)} readOnly={readOnly} error={editor.errors.cor} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          {...editor.text('duracao_minutos')}
          label={t`Duração estimada`}
          sx={{ maxWidth: 240 }}
          slotProps={{
            htmlInput: { readOnly, inputMode: 'numeric' },
            input: { endAdornment: <InputAdornment position="end">{t`min`}</InputAdornment> },
            formHelperText: { sx: { maxWidth: 240 } },
          }}
          helperText={editor.errors.duracao_minutos ?? t`Em minutos, até ${DURACAO_MAX_MINUTOS}.`}
        />
        <FormControlLabel
          control={<Switch checked={editor.values.ativo} onChange={(event) => editor.set('ativo', event.target.checked)} disabled={readOnly} />}
          label={t`Ativo`}
        />
      </Box>
      <QuestionarioPadraoField
        value={editor.values.questionario_id}
        stored={editor.record?.questionario_id ?? null}
        onChange={(questionario) => editor.set('questionario_id', questionario)}
        readOnly={readOnly}
        error={editor.errors.questionario_id}
      />
      <RelatorioAoClienteSwitch
        checked={editor.values.enviar_relatorio_ao_cliente}
        onChange={(enviar) => editor.set('enviar_relatorio_ao_cliente', enviar)}
        readOnly={readOnly}
        help={t`Vale para todos os sites: o relatório vai ao e-mail de contato do site, quando ele tiver um.`}
      />
    </EditorDialog>
  );
}
