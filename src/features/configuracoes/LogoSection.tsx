import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { LOGO_MAX_BYTES, type Configuracoes } from '#contract/configuracoes';
import { IMAGEM_TIPOS } from '#contract/imagem';
import { failureCode, failureMessage } from '#machines/callFailure';
import { isFailure } from '../../http/client';
import { useConfirm } from '../../ui/confirm/ConfirmProvider';
import { notify } from '../../ui/toast/notify';
import { useImagemDaApi } from '../../ui/useImagemDaApi';
import { configuracoesApi } from './configuracoesApi';
import { StaleAlert } from '../../ui/StaleAlert';

interface LogoSectionProps {
  config: Configuracoes;
  readOnly: boolean;
  /** Unsaved changes in the form: the logo waits, since its write would make them stale. */
  blocked: boolean;
  /** The settings after a new or removed logo (a new `versao`). */
  onChanged: (config: Configuracoes) => void;
  /** The settings changed elsewhere (409): read them again. */
  onStale: () => void;
}

/** The company's logo: a preview (fetched with the session, as only members may see it), upload and removal. */
export function LogoSection({ config, readOnly, blocked, onChanged, onStale }: LogoSectionProps) {
  const { t } = useLingui();
  const confirm = useConfirm();
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<{ message: string; stale: boolean } | null>(null);

  const write = async (work: () => Promise<Configuracoes>, done: string) => {
    setSending(true);
    setProblem(null);
    try {
      const updated = await work();
      notify(done, 'success');
      onChanged(updated);
    } catch (error) {
      setProblem({ message: failureMessage(error), stale: failureCode(error) === 'versao_desatualizada' });
      setSending(false);
    }
  };

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!(IMAGEM_TIPOS as readonly string[]).includes(file.type)) {
      setProblem({ message: t`Escolha uma imagem PNG, JPEG ou WebP.`, stale: false });
    } else if (file.size > LOGO_MAX_BYTES) {
      setProblem({ message: t`A imagem deve ter no máximo 1 MB.`, stale: false });
    } else {
      void write(() => configuracoesApi.enviarLogo(file, config.versao), t`Logotipo atualizado.`);
    }
  };

  const remove = async () => {
    const yes = await confirm({ title: t`Remover o logotipo?`, message: t`A empresa fica sem logotipo até você enviar outro.` });
    if (yes) void write(() => configuracoesApi.removerLogo(config.versao), t`Logotipo removido.`);
  };

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      {config.logo_versao ? <LogoPreview key={config.logo_versao} /> : <LogoPlaceholder />}
      {!readOnly && (
        <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
          <input
            ref={input}
            type="file"
            accept={IMAGEM_TIPOS.join(',')}
            hidden
            aria-label={t`Arquivo do logotipo`}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" loading={sending} disabled={blocked} onClick={() => input.current?.click()}>
              {config.logo_versao ? <Trans>Trocar logotipo</Trans> : <Trans>Enviar logotipo</Trans>}
            </Button>
            {config.logo_versao && (
              <Button color="error" disabled={blocked || sending} onClick={remove}>
                <Trans>Remover</Trans>
              </Button>
            )}
          </Box>
          <Typography variant="caption" color="text.secondary">
            {blocked ? t`Salve ou desfaça as alterações do formulário antes de trocar o logotipo.` : t`PNG, JPEG ou WebP, até 1 MB.`}
          </Typography>
        </Box>
      )}
      {problem?.stale && (
        <StaleAlert onReload={onStale} sx={{ flexBasis: '100%' }}>
          {problem.message}
        </StaleAlert>
      )}
      {problem && !problem.stale && (
        <Alert severity="error" role="alert" sx={{ flexBasis: '100%' }}>
          {problem.message}
        </Alert>
      )}
    </Box>
  );
}

const FRAME = { width: 96, height: 96, borderRadius: 2, border: 1, borderColor: 'divider', display: 'grid', placeItems: 'center', overflow: 'hidden' } as const;

function LogoPlaceholder() {
  const { t } = useLingui();
  return (
    <Box sx={{ ...FRAME, color: 'text.disabled' }} role="img" aria-label={t`Sem logotipo`}>
      <ImageOutlined fontSize="large" />
    </Box>
  );
}

function LogoPreview() {
  const { t } = useLingui();
  const logo = useImagemDaApi('/configuracoes/logo');
  return (
    <Box sx={FRAME}>
      {logo.url ? (
        <Box component="img" src={logo.url} alt={t`Logotipo da empresa`} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
      ) : (
        <Typography variant="caption" color="text.secondary">
          {logo.status === 'failed' ? t`Não foi possível mostrar o logotipo.` : t`Carregando`}
        </Typography>
      )}
    </Box>
  );
}
