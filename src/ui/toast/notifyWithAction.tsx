import Button from '@mui/material/Button';
import { carregarToast } from './notify';

/**
 * A toast that stays until its action is chosen: what waits on the person is not timed out, nor
 * replaced by the next notify(), hence an id of its own.
 */
export function notifyWithAction(message: string, action: { label: string; run: () => void }): void {
  void carregarToast().then((toast) =>
    toast(
      (shown) => (
        <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          {message}
          <Button
            size="small"
            onClick={() => {
              toast.dismiss(shown.id);
              action.run();
            }}
          >
            {action.label}
          </Button>
        </span>
      ),
      { id: 'prumo-toast-action', duration: Infinity },
    ),
  );
}
