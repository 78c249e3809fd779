import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useConfirm } from '../confirm/ConfirmProvider';
import { FormAlert } from '../form/FormAlert';
import { ListError } from '../list/ListError';
import type { EditorState } from './useEditor';
import { StaleAlert } from '../StaleAlert';

interface EditorDialogProps<Rec, Values> {
  title: string;
  editor: EditorState<Rec, Values>;
  /** A papel that may only read sees the same fields, without saving. */
  readOnly: boolean;
  /** What the submit button does, when it does more than save (create, send); "Salvar" otherwise. */
  submitLabel?: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The editor every list opens: Esc closes (asking first when something changed),
 * Ctrl/⌘+Enter saves, messages sit beside their fields, and a stale write offers to reload.
 */
export function EditorDialog<Rec, Values>({ title, editor, readOnly, submitLabel, onClose, children }: EditorDialogProps<Rec, Values>) {
  const { t } = useLingui();
  const confirm = useConfirm();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const content = useRef<HTMLDivElement>(null);

  // After a refused save, the person lands on the first field that needs them (a date field marks
  // its group of sections invalid: the first section takes the focus).
  useEffect(() => {
    if (editor.refusals === 0) return;
    const campo = content.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (campo?.getAttribute('role') === 'group' ? campo.querySelector<HTMLElement>('[role="spinbutton"]') : campo)?.focus();
  }, [editor.refusals]);

  const close = async () => {
    if (editor.status === 'saving') return;
    if (!readOnly && editor.dirty && editor.status !== 'saved') {
      const discard = await confirm({ title: t`Descartar alterações?`, message: t`O que você mudou neste formulário ainda não foi salvo e será perdido.` });
      if (!discard) return;
    }
    onClose();
  };

  // Caught on the way down: a select would take the Enter to open its menu.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !readOnly) {
      event.preventDefault();
      event.stopPropagation();
      editor.submit();
    }
  };

  const ready = editor.status === 'editing' || editor.status === 'saving' || editor.status === 'conflict';

  return (
    <Dialog open onClose={close} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby={titleId} onKeyDownCapture={onKeyDown}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          editor.submit();
        }}
        sx={{ display: 'contents' }}
      >
        <DialogContent dividers ref={content}>
          {editor.status === 'loading' || editor.status === 'starting' ? (
            <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
              <CircularProgress aria-label={t`Carregando`} />
            </Box>
          ) : editor.status === 'loadFailed' ? (
            <ListError message={editor.message} onRetry={editor.retry} />
          ) : (
            // A stack, not a grid: each child takes a whole line, and no child's column span can set the others side by side.
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              {editor.status === 'conflict' ? (
                <StaleAlert onReload={editor.reload}>{editor.message}</StaleAlert>
              ) : (
                <FormAlert message={editor.message} />
              )}
              {ready && children}
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{readOnly ? <Trans>Fechar</Trans> : <Trans>Cancelar</Trans>}</Button>
          {!readOnly && (
            <Button
              type="submit"
              variant="contained"
              loading={editor.status === 'saving'}
              disabled={editor.status !== 'editing' && editor.status !== 'saving'}
              aria-keyshortcuts="Control+Enter Meta+Enter"
            >
              {submitLabel ?? <Trans>Salvar</Trans>}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
