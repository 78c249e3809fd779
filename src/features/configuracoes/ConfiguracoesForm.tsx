import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { Configuracoes } from '#contract/configuracoes';
import { IDIOMAS, type Idioma } from '#contract/limits';
import { useSession } from '../../app/session/useSession';
import { IDIOMA_NAMES } from '../../i18n/idiomas';
import { useEditor } from '../../ui/editor/useEditor';
import { FormAlert } from '../../ui/form/FormAlert';
import { notify } from '../../ui/toast/notify';
import { checkConfiguracoes, configuracoesValues, exemploNumero, type ConfiguracoesBody, type ConfiguracoesValues } from './configuracoesForm';
import { configuracoesApi } from './configuracoesApi';
import { FusoHorarioField } from './FusoHorarioField';
import { LogoSection } from './LogoSection';
import { lembrarConfiguracoes } from './useConfiguracoesDaEmpresa';
import { StaleAlert } from '../../ui/StaleAlert';

interface ConfiguracoesFormProps {
  /** What the server last answered, so a form that starts over need not read it again. */
  initial: Configuracoes | null;
  readOnly: boolean;
  /** Start over: from this record, or (null) from a fresh read. */
  onRestart: (record: Configuracoes | null) => void;
}

const never = (): Promise<Configuracoes> => Promise.reject(new Error('A empresa já existe: suas configurações só se alteram.'));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="fieldset" sx={{ p: 3, m: 0, display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ px: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The settings form: sections, messages beside the fields, Ctrl/⌘+Enter saves, a stale write offers to reload. */
export function ConfiguracoesForm({ initial, readOnly, onRestart }: ConfiguracoesFormProps) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const given = useRef(initial);
  const form = useRef<HTMLFormElement>(null);
  const editor = useEditor<Configuracoes, ConfiguracoesValues, ConfiguracoesBody>({
    id: 'empresa',
    load: () => {
      const record = given.current;
      given.current = null;
      return record ? Promise.resolve(record) : configuracoesApi.get();
    },
    create: never,
    update: (_id, body) => configuracoesApi.update(body),
    toValues: configuracoesValues,
    check: (values) => checkConfiguracoes(values, i18n),
    onSaved: (record) => {
      notify(t`Configurações salvas.`, 'success');
      if (session.empresa) lembrarConfiguracoes(session.empresa.id, record);
      // The company's name and CNPJ also show in the company switcher.
      session.check();
      onRestart(record);
    },
  });

  useEffect(() => {
    if (editor.refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [editor.refusals]);

  if (editor.status === 'starting' || editor.status === 'loading') {
    return (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress aria-label={t`Carregando`} />
      </Box>
    );
  }
  if (editor.status === 'loadFailed' || !editor.record) {
    return (
      <Alert severity="error" role="alert" action={<Button color="inherit" size="small" onClick={editor.retry}><Trans>Tentar novamente</Trans></Button>}>
        {editor.message}
      </Alert>
    );
  }

  const { values, errors } = editor;
  const exemplo = exemploNumero(values.prefixo_atividade);
  const readOnlyInput = { htmlInput: { readOnly } };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !readOnly) {
      event.preventDefault();
      editor.submit();
    }
  };

  return (
    <Box
      component="form"
      ref={form}
      noValidate
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        editor.submit();
      }}
      sx={{ display: 'grid', gap: 3, maxWidth: 880 }}
    >
      {readOnly && <Alert severity="info">{t`Só administradores mudam as configurações da empresa.`}</Alert>}
      {editor.status === 'conflict' ? (
        <StaleAlert onReload={editor.reload}>{editor.message}</StaleAlert>
      ) : (
        <FormAlert message={editor.message} />
      )}

      <Section title={t`Dados da empresa`}>
        <TextField {...editor.text('nome')} label={t`Nome`} required slotProps={readOnlyInput} />
        <TextField {...editor.text('cnpj')} label={t`CNPJ (opcional)`} slotProps={{ htmlInput: { readOnly, inputMode: 'numeric' } }} />
        <FusoHorarioField value={values.fuso_horario} onChange={(fuso) => editor.set('fuso_horario', fuso)} readOnly={readOnly} error={errors.fuso_horario} />
      </Section>

      <Section title={t`Logotipo`}>
        <LogoSection config={editor.record} readOnly={readOnly} blocked={editor.dirty} onChanged={onRestart} onStale={() => onRestart(null)} />
      </Section>

      <Section title={t`Atividades`}>
        <TextField
          {...editor.text('prefixo_atividade')}
          onChange={(event) => editor.set('prefixo_atividade', event.target.value.toUpperCase())}
          label={t`Prefixo do número`}
          helperText={errors.prefixo_atividade ?? t`A atividade 123 aparece como ${exemplo}.`}
          slotProps={{ htmlInput: { readOnly, maxLength: 6, autoCapitalize: 'characters' } }}
          sx={{ maxWidth: 320 }}
        />
      </Section>

      <Section title={t`Equipe`}>
        <TextField
          select
          label={t`Idioma de quem entra por convite`}
          value={values.idioma_padrao}
          onChange={(event) => editor.set('idioma_padrao', event.target.value as Idioma)}
          error={Boolean(errors.idioma_padrao)}
          helperText={errors.idioma_padrao ?? t`Cada pessoa pode trocar o próprio idioma depois.`}
          slotProps={{ select: { readOnly } }}
          sx={{ maxWidth: 320 }}
        >
          {IDIOMAS.map((idioma) => (
            <MenuItem key={idioma} value={idioma} lang={idioma}>
              {IDIOMA_NAMES[idioma]}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={values.mostrar_demo} disabled={readOnly} onChange={(event) => editor.set('mostrar_demo', event.target.checked)} />}
          label={t`Mostrar a área de demonstração no menu`}
        />
      </Section>

      {!readOnly && (
        <Box>
          <Button type="submit" variant="contained" size="large" loading={editor.status === 'saving'} disabled={editor.status !== 'editing' && editor.status !== 'saving'} aria-keyshortcuts="Control+Enter Meta+Enter">
            <Trans>Salvar</Trans>
          </Button>
        </Box>
      )}
    </Box>
  );
}
