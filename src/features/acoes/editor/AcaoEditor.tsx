import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import type { AcaoCorretiva, AcaoCreateBody } from '#contract/acoes';
import { CampoData } from '@/ui/datas/CampoData';
import { EditorDialog } from '@/ui/editor/EditorDialog';
import { EditorRow } from '@/ui/editor/EditorRow';
import { useEditor } from '@/ui/editor/useEditor';
import { RecordAutocomplete } from '@/ui/form/RecordAutocomplete';
import { notify } from '@/ui/toast/notify';
import { opcoes } from '../../atividades/lista/opcoes';
import { useFusoHorario } from '../../configuracoes/useConfiguracoesDaEmpresa';
import { acoesApi } from '../acoesApi';
import { acaoValues, checkAcao, type AcaoDaResposta, type AcaoValues } from './acaoForm';
import { CampoPrioridade } from '../../atividades/nova/CampoPrioridade';

interface AcaoEditorProps {
  /** null for a new action. */
  id: string | null;
  /** A new action raised from an answer: its activity, question and site. */
  daResposta?: AcaoDaResposta;
  onClose: () => void;
  onSaved: (acao: AcaoCorretiva) => void;
}

/**
 * "Nova ação" (by hand, free at a site or from an answer) and "Editar": título, descrição,
 * prioridade, prazo on the company's clock, responsável and site. An edit is saved over the
 * `versao` read; the site stays the one the action was raised at.
 */
export function AcaoEditor({ id, daResposta, onClose, onSaved }: AcaoEditorProps) {
  const { t, i18n } = useLingui();
  const fuso = useFusoHorario();
  const { sites, responsaveis } = opcoes(i18n, true);
  const editor = useEditor<AcaoCorretiva, AcaoValues, AcaoCreateBody>({
    id,
    load: acoesApi.get,
    create: acoesApi.create,
    update: (acaoId, { titulo, descricao, prioridade, prazo, responsavel_id, versao }) =>
      acoesApi.update(acaoId, { titulo, descricao, prioridade, prazo: prazo ?? null, responsavel_id, versao }),
    toValues: (acao) => acaoValues(acao, fuso, daResposta),
    check: (values) => checkAcao(values, fuso, i18n, daResposta),
    onSaved: (acao, criada) => {
      const { codigo } = acao;
      notify(criada ? t`Ação criada: ${codigo}` : t`Ação alterada: ${codigo}`, 'success');
      onSaved(acao);
    },
  });
  const { values, errors } = editor;
  const titulo = editor.record ? t`Editar ${editor.record.codigo}` : t`Nova ação corretiva`;
  // The site is the activity's for an action from an answer, and never changes once raised.
  const siteFixo = id !== null || daResposta !== undefined;

  return (
    <EditorDialog title={titulo} editor={editor} readOnly={false} onClose={onClose}>
      <TextField {...editor.text('titulo')} label={t`Título`} required autoFocus />
      <EditorRow>
        <RecordAutocomplete
          name="responsavel_id"
          label={t`Responsável`}
          required
          value={values.responsavel_id || null}
          onChange={(pessoa) => editor.set('responsavel_id', pessoa?.id ?? '')}
          error={errors.responsavel_id}
          {...responsaveis}
        />
        {siteFixo ? (
          <TextField label={t`Site`} value={editor.record?.site.nome ?? daResposta?.site.nome ?? ''} slotProps={{ htmlInput: { readOnly: true } }} />
        ) : (
          <RecordAutocomplete
            name="site_id"
            label={t`Site`}
            required
            value={values.site_id || null}
            onChange={(site) => editor.set('site_id', site?.id ?? '')}
            error={errors.site_id}
            {...sites}
          />
        )}
      </EditorRow>
      <EditorRow>
        <CampoPrioridade value={values.prioridade} onChange={(prioridade) => editor.set('prioridade', prioridade)} />
        <CampoData
          {...editor.text('prazo')}
          tipo="dataHora"
          label={t`Prazo`}
          helperText={errors.prazo ?? (id === null ? t`Vazio: o prazo da prioridade, pela regra da empresa.` : t`Fuso horário: ${fuso}`)}
        />
      </EditorRow>
      <TextField {...editor.text('descricao')} label={t`Descrição`} multiline minRows={3} />
    </EditorDialog>
  );
}
