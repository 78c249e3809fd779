import { useLingui } from '@lingui/react/macro';
import { failureMessage } from '#machines/callFailure';
import { useConfirm } from '../confirm/ConfirmProvider';
import { notify } from '../toast/notify';

interface ConfirmedAction {
  title: string;
  message: string;
  run: () => Promise<unknown>;
  /** The toast once it is done. */
  done: string;
  /** Called after the call, done or refused: the list re-reads what is now true. */
  settle: () => void;
}

/** A destructive action on a row (archive, delete): asked first, then its outcome in a toast. */
export function useConfirmedAction(): (action: ConfirmedAction) => Promise<void> {
  const { t } = useLingui();
  const confirm = useConfirm();
  return async ({ title, message, run, done, settle }) => {
    if (!(await confirm({ title, message }))) return;
    try {
      await run();
      notify(done, 'success');
    } catch (error) {
      const said = failureMessage(error);
      notify(said, 'error');
    }
    settle();
  };
}
