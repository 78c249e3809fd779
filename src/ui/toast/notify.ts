import { t } from '@lingui/core/macro';
import toast from 'react-hot-toast';

export type ToastVariant = 'default' | 'success' | 'warning' | 'error' | 'info';

const ICONS: Record<Exclude<ToastVariant, 'default' | 'success' | 'error'>, string> = { warning: '⚠️', info: 'ℹ️' };

/** One toast at a time: each new one replaces the last. */
const SINGLE = 'prumo-toast';

export function notify(message: string, variant: ToastVariant = 'default'): void {
  const options = { id: SINGLE, duration: 3000 };
  if (variant === 'success') toast.success(message, options);
  else if (variant === 'error') toast.error(message, options);
  else if (variant === 'default') toast(message, options);
  else toast(message, { ...options, icon: ICONS[variant] });
}

/** 'Processando...' while the work runs, then the outcome in the same toast. */
export function notifyWhile<T>(work: Promise<T>, messages: { success: string; error: string }): Promise<T> {
  return toast.promise(work, { loading: t`Processando...`, success: messages.success, error: messages.error }, { id: SINGLE });
}
