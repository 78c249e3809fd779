import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useEffect, useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { problemasDaDefinicao } from '#contract/questionarioProblemas';
import type { Selecao } from './questionarioRascunho';
import { useConfirm } from '@/ui/confirm/ConfirmProvider';
import { FormAlert } from '@/ui/form/FormAlert';
import { notify } from '@/ui/toast/notify';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import { BuilderOutline } from './BuilderOutline';
import { BuilderPreview } from './BuilderPreview';
import { BuilderToolbar } from './BuilderToolbar';
import { ItemEditor } from './ItemEditor';
import { problemasTraduzidos } from './problemaTextos';
import { ProblemasPanel } from './ProblemasPanel';
import { TipoMenu } from './TipoMenu';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { useBuilderAcoes } from './useBuilderAcoes';
import { useBuilderKeys } from './useBuilderKeys';
import { useQuestionarioBuilder } from './useQuestionarioBuilder';
import { StaleAlert } from '@/ui/StaleAlert';

// Each pane scrolls on its own beside the others; stacked on a phone, the page scrolls them as one.
// Positioned, so the visually hidden texts inside scroll with their pane instead of stretching the dialog.
const pane = { position: 'relative', minWidth: 0, minHeight: { xs: 'auto', md: 0 }, overflowY: { xs: 'visible', md: 'auto' }, p: 2 } as const;

/**
 * The questionnaire builder (issue 6), full screen over the library: the outline, the selected item's
 * fields and a live preview, with the problems that block publishing. Keyboard first; every edit is
 * kept by the builder machine, saved on its own and never dropped without asking.
 */
interface QuestionarioBuilderProps {
  id: string;
  onClose: () => void;
  /** Left by Back or another page: its edits were saved after it went away. */
  onLeftSaved?: () => void;
}

export function QuestionarioBuilder({ id, onClose, onLeftSaved }: QuestionarioBuilderProps) {
  const { t } = useLingui();
  const confirm = useConfirm();
  const titleId = useId();
  const raiz = useRef<HTMLDivElement>(null);
  const contorno = useRef<HTMLDivElement>(null);
  const builder = useQuestionarioBuilder(id, {
    onClose,
    onLeftSaved,
    onPublished: (versao) => notify(t`Questionário publicado: versão ${versao}.`, 'success'),
    onPublishBlocked: (total) => {
      notify(plural(total, { one: 'Resolva o problema listado antes de publicar.', other: 'Resolva os # problemas listados antes de publicar.' }), 'warning');
      acoes.irParaProblemas();
    },
    onLeftUnsaved: (motivo) => {
      const titulo = rascunho.titulo;
      notify(t`As alterações em “${titulo}” não foram salvas: ${motivo}`, 'error');
    },
  });
  const { status, rascunho, selecionado, send } = builder;
  // Typing stays immediate; the checks and the preview follow a beat behind on a large questionnaire.
  const adiado = useDeferredValue(rascunho);
  // `t` changes with the language, and the reasons are said again in it.
  const problemas = useMemo(
    () => [...problemasTraduzidos(problemasDaDefinicao(adiado)), ...builder.problemasServidor],
    [adiado, builder.problemasServidor, t],
  );
  const porItem = useMemo(() => {
    const contagem = new Map<Selecao, number>();
    for (const problema of problemas) contagem.set(problema.id, (contagem.get(problema.id) ?? 0) + 1);
    return contagem;
  }, [problemas]);
  const acoes = useBuilderAcoes(builder);
  const onKeyDown = useBuilderKeys(acoes, raiz, contorno);
  const pronto = status !== 'loading' && status !== 'loadFailed' && status !== 'closed';

  // The outline has the focus once the questionnaire is on screen, so the keys work at once.
  useEffect(() => {
    if (pronto) acoes.voltarAoContorno();
  }, [pronto]);

  const recarregar = async () => {
    const sim = await confirm({
      title: t`Carregar a versão salva por outra pessoa?`,
      message: t`Suas alterações não salvas serão descartadas.`,
    });
    if (sim) send({ type: 'builder.reload' });
  };

  // Esc in the editor goes back to the outline instead of closing the builder.
  const voltarComEsc = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    acoes.voltarAoContorno();
  };

  return (
    <Dialog
      open
      fullScreen
      onClose={acoes.fechar}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      slotProps={{ paper: { ref: raiz, sx: { display: 'flex', flexDirection: 'column' } } }}
    >
      <BuilderToolbar
        titleId={titleId}
        titulo={rascunho.titulo}
        cabecalho={builder.cabecalho}
        status={status}
        naoSalvo={builder.naoSalvo}
        problemas={problemas.length}
        onSave={acoes.salvar}
        onPublish={acoes.publicar}
        onClose={acoes.fechar}
      />
      {status === 'loading' && (
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', flex: 1 }}>
          <CircularProgress aria-label={t`Carregando o questionário`} />
        </Box>
      )}
      {status === 'loadFailed' && (
        <Box sx={{ p: 3 }}>
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" size="small" onClick={() => send({ type: 'builder.retry' })}>
                <Trans>Tentar novamente</Trans>
              </Button>
            }
          >
            {builder.message}
          </Alert>
        </Box>
      )}
      {pronto && (
        <>
          {status === 'conflict' && (
            <StaleAlert onReload={recarregar} sx={{ borderRadius: 0 }}>
              {builder.message}
            </StaleAlert>
          )}
          {(status === 'failed' || status === 'publishRefused') && (
            <Box sx={{ px: 2, pt: 1 }}>
              <FormAlert message={builder.message} />
            </Box>
          )}
          <Box
            sx={{
              flex: 1,
              minHeight: 0,
              position: 'relative',
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(240px, 320px) minmax(0, 1fr)', lg: 'minmax(260px, 340px) minmax(0, 1fr) minmax(0, 1fr)' },
              // Two columns: the preview sits under the editor, beside the outline.
              gridTemplateRows: { md: 'minmax(0, 1fr) minmax(0, 1fr)', lg: 'minmax(0, 1fr)' },
              overflowY: { xs: 'auto', md: 'hidden' },
            }}
          >
            <Box component="nav" aria-label={t`Estrutura`} sx={{ ...pane, gridRow: { md: 'span 2', lg: 'auto' }, borderInlineEnd: '1px solid', borderColor: 'divider', display: 'flex', flexDirection: 'column', gap: 1 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
                <Button size="small" startIcon={<Add />} onClick={acoes.adicionarSecao} aria-keyshortcuts="S">
                  <Trans>Seção</Trans>
                </Button>
                <Button size="small" startIcon={<Add />} onClick={(event) => acoes.abrirTipos(event.currentTarget)} aria-keyshortcuts="Q">
                  <Trans>Pergunta</Trans>
                </Button>
                <Box sx={{ flex: 1 }} />
                <IconButton size="small" disabled={selecionado === null} onClick={() => acoes.mover(-1)} aria-label={t`Mover para cima`} aria-keyshortcuts="Alt+ArrowUp">
                  <ArrowUpward fontSize="small" />
                </IconButton>
                <IconButton size="small" disabled={selecionado === null} onClick={() => acoes.mover(1)} aria-label={t`Mover para baixo`} aria-keyshortcuts="Alt+ArrowDown">
                  <ArrowDownward fontSize="small" />
                </IconButton>
                <IconButton size="small" disabled={selecionado === null} onClick={acoes.duplicar} aria-label={t`Duplicar`} aria-keyshortcuts="Control+D">
                  <ContentCopy fontSize="small" />
                </IconButton>
                <IconButton size="small" disabled={selecionado === null} onClick={acoes.remover} aria-label={t`Remover`} aria-keyshortcuts="Delete">
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </Box>
              <Box ref={contorno}>
                <BuilderOutline rascunho={rascunho} selecionado={selecionado} problemas={porItem} onSelect={acoes.selecionar} onDrop={acoes.soltar} />
              </Box>
              <Box sx={{ mt: 'auto', pt: 1, borderTop: 1, borderColor: 'divider' }}>
                <ProblemasPanel ref={acoes.problemasRef} rascunho={adiado} problemas={problemas} onOpen={acoes.abrir} />
              </Box>
            </Box>
            <Box component="section" aria-label={t`Editor do item selecionado`} ref={acoes.editorRef} onKeyDown={voltarComEsc} sx={pane}>
              {/* What is published is the saved draft: nothing is edited while it goes. */}
              <Box component="fieldset" disabled={status === 'publishing'} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
                <ItemEditor rascunho={rascunho} selecionado={selecionado} problemas={problemas} send={send} />
              </Box>
            </Box>
            <Box component="section" aria-labelledby="builder-previa-titulo" sx={{
                ...pane,
                // Widths alone: a responsive border shorthand would reset the colour to the text's.
                borderStyle: 'solid',
                borderWidth: 0,
                borderTopWidth: { xs: 1, lg: 0 },
                borderInlineStartWidth: { lg: 1 },
                borderColor: 'divider',
                bgcolor: 'action.hover',
              }}>
              <Typography id="builder-previa-titulo" component="h3" variant="overline">
                <Trans>Prévia: como a equipe de campo verá</Trans>
              </Typography>
              <BuilderPreview definicao={adiado} />
            </Box>
          </Box>
        </>
      )}
      <VisuallyHidden>
        <span aria-live="polite">{acoes.anuncio}</span>
      </VisuallyHidden>
      <TipoMenu anchor={acoes.menu} onChoose={acoes.escolherTipo} onClose={acoes.fecharTipos} />
      {status === 'askingClose' && (
        <UnsavedChangesDialog
          canSave={builder.failure?.status !== 409}
          onSave={() => send({ type: 'builder.close.save' })}
          onDiscard={() => send({ type: 'builder.close.discard' })}
          onCancel={() => send({ type: 'builder.close.cancel' })}
        />
      )}
    </Dialog>
  );
}
