import { useActorRef, useSelector } from '@xstate/react';
import { createContext, lazy, Suspense, useCallback, useContext, type ReactNode } from 'react';
import { confirmMachine } from '../../../machines/confirmMachine';
import { inspector } from '../../app/inspector';

type Ask = (question: { title: string; message: string }) => Promise<boolean>;

const ConfirmContext = createContext<Ask | null>(null);

// The dialog's code loads the first time a question is asked.
const ConfirmDialog = lazy(() => import('./ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })));

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(confirmMachine, { inspect: inspector() });
  const open = useSelector(actor, (snapshot) => snapshot.matches('open'));
  const title = useSelector(actor, (snapshot) => snapshot.context.title);
  const message = useSelector(actor, (snapshot) => snapshot.context.message);

  const ask = useCallback<Ask>(
    (question) =>
      new Promise<boolean>((resolve) => {
        const subscription = actor.on('confirm.answered', ({ answer }) => {
          subscription.unsubscribe();
          resolve(answer);
        });
        actor.send({ type: 'confirm.ask', ...question });
      }),
    [actor],
  );

  return (
    <ConfirmContext.Provider value={ask}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={title}
            message={message}
            onAccept={() => actor.send({ type: 'confirm.accept' })}
            onReject={() => actor.send({ type: 'confirm.reject' })}
            onDismiss={() => actor.send({ type: 'confirm.dismiss' })}
          />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}

/** Asks a yes/no question; resolves true only on 'Confirmar' (spec §5). */
export function useConfirm(): Ask {
  const ask = useContext(ConfirmContext);
  if (!ask) throw new Error('useConfirm deve ser usado dentro de um ConfirmProvider');
  return ask;
}
