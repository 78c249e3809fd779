import { createContext, lazy, Suspense, useCallback, useContext, type ReactNode } from 'react';
import type { confirmMachine } from '#machines/confirmMachine';
import { LazyActor, useLazyActor, useLazyView } from '../../app/lazyActor';

type Ask = (question: { title: string; message: string }) => Promise<boolean>;

interface ConfirmView {
  open: boolean;
  title: string;
  message: string;
}

const ConfirmContext = createContext<Ask | null>(null);

// The dialog's code, and its machine's, load the first time a question is asked.
const ConfirmDialog = lazy(() => import('./ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })));

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const confirm = useLazyActor(
    () =>
      new LazyActor<typeof confirmMachine, ConfirmView>(
        () => import('#machines/confirmMachine').then((module) => module.confirmMachine),
        undefined,
        (snapshot) => ({ open: snapshot.matches('open'), title: snapshot.context.title, message: snapshot.context.message }),
        { open: false, title: '', message: '' },
      ),
  );
  const open = useLazyView(confirm, (view) => view.open);
  const title = useLazyView(confirm, (view) => view.title);
  const message = useLazyView(confirm, (view) => view.message);

  const ask = useCallback<Ask>(
    (question) =>
      confirm.start().then(
        (actor) =>
          new Promise<boolean>((resolve) => {
            const subscription = actor.on('confirm.answered', ({ answer }) => {
              subscription.unsubscribe();
              resolve(answer);
            });
            actor.send({ type: 'confirm.ask', ...question });
          }),
        // A question that could not be shown was not confirmed.
        () => false,
      ),
    [confirm],
  );

  return (
    <ConfirmContext.Provider value={ask}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={title}
            message={message}
            onAccept={() => confirm.send({ type: 'confirm.accept' })}
            onReject={() => confirm.send({ type: 'confirm.reject' })}
            onDismiss={() => confirm.send({ type: 'confirm.dismiss' })}
          />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}

/** Asks a yes/no question; resolves true only on 'Confirmar'. */
export function useConfirm(): Ask {
  const ask = useContext(ConfirmContext);
  if (!ask) throw new Error('useConfirm deve ser usado dentro de um ConfirmProvider');
  return ask;
}
