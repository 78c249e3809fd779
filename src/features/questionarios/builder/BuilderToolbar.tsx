import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Cabecalho } from './questionarioBuilderMachine';
import { QuestionarioStatusChip } from '../QuestionarioStatusChip';
import type { BuilderStatus } from './useQuestionarioBuilder';

interface BuilderToolbarProps {
  titleId: string;
  titulo: string;
  cabecalho: Cabecalho | null;
  status: BuilderStatus;
  naoSalvo: boolean;
  problemas: number;
  onSave: () => void;
  onPublish: () => void;
  onClose: () => void;
}

/** The builder's top bar: what is open, whether it is saved, and Salvar / Publicar / Fechar. */
export function BuilderToolbar({ titleId, titulo, cabecalho, status, naoSalvo, problemas, onSave, onPublish, onClose }: BuilderToolbarProps) {
  const { t } = useLingui();
  const pronto = status !== 'loading' && status !== 'loadFailed';
  const situacao: Partial<Record<BuilderStatus, string>> = {
    clean: t`Tudo salvo`,
    dirty: t`Alterações não salvas`,
    saving: t`Salvando…`,
    saved: t`Rascunho salvo`,
    failed: t`Não foi possível salvar`,
    conflict: t`Não foi possível salvar`,
    publishing: t`Publicando…`,
    publishRefused: naoSalvo ? t`Alterações não salvas` : t`Tudo salvo`,
    askingClose: t`Alterações não salvas`,
  };
  return (
    <Toolbar sx={{ gap: 1.5, flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider', py: 1 }}>
      <IconButton edge="start" onClick={onClose} aria-label={t`Fechar o construtor`}>
        <Close />
      </IconButton>
      <Box sx={{ minWidth: 0, flex: '1 1 240px' }}>
        <Typography id={titleId} component="h2" variant="h6" noWrap>
          {titulo || t`Questionário sem título`}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {cabecalho && <QuestionarioStatusChip questionario={cabecalho} />}
          <Typography role="status" variant="caption" color="text.secondary">
            {situacao[status] ?? ''}
          </Typography>
        </Box>
      </Box>
      <Button
        variant="outlined"
        onClick={onSave}
        disabled={!pronto || status === 'publishing' || status === 'conflict'}
        loading={status === 'saving'}
        aria-keyshortcuts="Control+S Meta+S"
      >
        <Trans>Salvar</Trans>
      </Button>
      <Button
        variant="contained"
        onClick={onPublish}
        disabled={!pronto || status === 'conflict'}
        loading={status === 'publishing'}
        aria-keyshortcuts="Control+Shift+P Meta+Shift+P"
        aria-describedby={problemas > 0 ? 'builder-problemas-titulo' : undefined}
      >
        <Trans>Publicar</Trans>
      </Button>
    </Toolbar>
  );
}
