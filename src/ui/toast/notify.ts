import { t } from '@lingui/core/macro';
import { AppToaster } from './AppToaster';

export type ToastVariant = 'default' | 'success' | 'warning' | 'error' | 'info';

const ICONS: Record<Exclude<ToastVariant, 'default' | 'success' | 'error'>, string> = { warning: '⚠️', info: 'ℹ️' };

/** One toast at a time: each new one replaces the last. */
const SINGLE = 'prumo-toast';

/** The toasts' code, and the Toaster that shows them, come with the first toast or gesture, not with the page. */
export function carregarToast() {
  AppToaster.carregar();
  return import('react-hot-toast').then((module) => module.default);
}

export function notify(message: string, variant: ToastVariant = 'default'): void {
  const options = { id: SINGLE, duration: 3000 };
  void carregarToast().then((toast) => {
    if (variant === 'success') toast.success(message, options);
    else if (variant === 'error') toast.error(message, options);
    else if (variant === 'default') toast(message, options);
    else toast(message, { ...options, icon: ICONS[variant] });
  });
}

/** 'Processando...' while the work runs, then the outcome in the same toast. */
export function notifyWhile<T>(work: Promise<T>, messages: { success: string; error: string }): Promise<T> {
  // The toast watches the work and keeps its failure to itself (braces: toast.promise hands the work back, which would reject
  // this chain too); the caller gets the work as it ends.
  void carregarToast().then((toast) => {
    toast.promise(work, { loading: t`Processando...`, success: messages.success, error: messages.error }, { id: SINGLE });
  });
  return work;
}
