import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import { PRIORIDADES, type AtividadeCreateBody, type AtividadeCriada } from '../../../../contract/atividade';
import { EditorDialog } from '../../../ui/editor/EditorDialog';
import { useEditor } from '../../../ui/editor/useEditor';
import { RecordAutocomplete } from '../../../ui/form/RecordAutocomplete';
import { notify } from '../../../ui/toast/notify';
import { useFusoHorario } from '../../configuracoes/useConfiguracoesDaEmpresa';
import { QuestionarioPadraoField } from '../../tipos-servicos/QuestionarioPadraoField';
import { atividadesApi } from '../atividadesApi';
import { PRIORIDADE_NOMES } from '../detalhes/atividadeNomes';
import { opcoes } from '../lista/opcoes';
import { TipoCor } from '../lista/TipoCor';
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
  const { sites, tipos, responsaveis } = opcoes(i18n, true);
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
  const { values, errors } = editor;
  const lado = { display: 'flex', flexWrap: 'wrap', gap: 2, '& > *': { flex: '1 1 220px' } } as const;

  return (
    <EditorDialog title={t`Nova atividade`} editor={editor} readOnly={false} submitLabel={t`Criar atividade`} onClose={onClose}>
      <TextField {...editor.text('titulo')} label={t`Título`} required autoFocus />
      <Box sx={lado}>
        <RecordAutocomplete
          name="tipo_servico_id"
          label={t`Tipo de serviço`}
          required
          value={values.tipo_servico_id || null}
          onChange={(tipo) => {
            editor.set('tipo_servico_id', tipo?.id ?? '');
            // The tipo's questionário padrão, unless the person picks another.
            editor.set('questionario_id', tipo?.questionario_id ?? '');
          }}
          error={errors.tipo_servico_id}
          adornment={(tipo) => <TipoCor cor={tipo.cor} />}
          {...tipos}
        />
        <RecordAutocomplete
          name="site_id"
          label={t`Site`}
          required
          value={values.site_id || null}
          onChange={(site) => editor.set('site_id', site?.id ?? '')}
          error={errors.site_id}
          {...sites}
        />
      </Box>
      <Box sx={lado}>
        <RecordAutocomplete
          name="responsavel_id"
          label={t`Responsável`}
          required
          value={values.responsavel_id || null}
          onChange={(pessoa) => editor.set('responsavel_id', pessoa?.id ?? '')}
          error={errors.responsavel_id}
          {...responsaveis}
        />
        <TextField
          select
          name="prioridade"
          label={t`Prioridade`}
          value={values.prioridade}
          onChange={(event) => editor.set('prioridade', event.target.value as NovaAtividadeValues['prioridade'])}
          slotProps={{ select: { native: true } }}
        >
          {PRIORIDADES.map((prioridade) => (
            <option key={prioridade} value={prioridade}>
              {i18n._(PRIORIDADE_NOMES[prioridade])}
            </option>
          ))}
        </TextField>
      </Box>
      <Box sx={lado}>
        <TextField
          {...editor.text('agendada_para')}
          type="datetime-local"
          label={t`Agendada para`}
          required
          helperText={errors.agendada_para ?? t`Fuso horário: ${fuso}`}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField {...editor.text('prazo')} type="datetime-local" label={t`Prazo`} slotProps={{ inputLabel: { shrink: true } }} />
      </Box>
      <RecorrenciaCampos editor={editor} />
      <QuestionarioPadraoField
        value={values.questionario_id}
        stored={null}
        onChange={(questionario) => editor.set('questionario_id', questionario)}
        readOnly={false}
        error={errors.questionario_id}
        label={t`Questionário`}
        helperText={t`O do tipo de serviço, a menos que você escolha outro; a versão publicada é fixada quando a atividade começa.`}
      />
      <TextField {...editor.text('descricao')} label={t`Descrição`} multiline minRows={2} />
    </EditorDialog>
  );
}
