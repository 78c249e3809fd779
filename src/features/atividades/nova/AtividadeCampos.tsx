import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CampoData } from '@/ui/datas/CampoData';
import { EditorRow } from '@/ui/editor/EditorRow';
import type { EditorState } from '@/ui/editor/useEditor';
import { RecordAutocomplete } from '@/ui/form/RecordAutocomplete';
import { useFusoHorario } from '../../configuracoes/useConfiguracoesDaEmpresa';
import { opcoes, type TipoOption } from '../lista/opcoes';
import { TipoCor } from '../lista/TipoCor';
import type { NovaAtividadeValues } from './novaAtividadeForm';
import { CampoPrioridade } from './CampoPrioridade';

interface AtividadeCamposProps<Rec> {
  editor: EditorState<Rec, NovaAtividadeValues>;
  /** A new activity also takes the tipo's questionário padrão. */
  onTipo?: (tipo: TipoOption | null) => void;
  /** What the form adds before the descrição (a recurrence, the questionnaire). */
  children?: ReactNode;
}

/**
 * The fields of an activity, as scheduling and editing one show them: título, tipo de serviço,
 * site, responsável, prioridade, agendada para and prazo on the company's clock, and descrição.
 */
export function AtividadeCampos<Rec>({ editor, onTipo, children }: AtividadeCamposProps<Rec>) {
  const { t, i18n } = useLingui();
  const fuso = useFusoHorario();
  const { sites, tipos, responsaveis } = opcoes(i18n, true);
  const { values, errors } = editor;

  return (
    <>
      <TextField {...editor.text('titulo')} label={t`Título`} required autoFocus />
      <EditorRow>
        <RecordAutocomplete
          name="tipo_servico_id"
          label={t`Tipo de serviço`}
          required
          value={values.tipo_servico_id || null}
          onChange={(tipo) => {
            editor.set('tipo_servico_id', tipo?.id ?? '');
            onTipo?.(tipo);
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
      </EditorRow>
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
        <CampoPrioridade value={values.prioridade} onChange={(prioridade) => editor.set('prioridade', prioridade)} />
      </EditorRow>
      <EditorRow>
        <CampoData {...editor.text('agendada_para')} tipo="dataHora" label={t`Agendada para`} required helperText={errors.agendada_para ?? t`Fuso horário: ${fuso}`} />
        <CampoData {...editor.text('prazo')} tipo="dataHora" label={t`Prazo`} />
      </EditorRow>
      {children}
      <TextField {...editor.text('descricao')} label={t`Descrição`} multiline minRows={2} />
    </>
  );
}
