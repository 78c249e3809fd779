import { useLingui } from '@lingui/react';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { tokenStore } from '../http/tokenStore';
import { carregarPartes } from '../i18n/i18n';
import { PageSpinner } from '../ui/PageSpinner';
import { LOGIN_PATH } from './caminhos';
import { podeAbrir, type AppRoute } from './routes';
import { useSessionActor } from './session/SessionProvider';
import { useSession } from './session/useSession';
import { usePageTitle } from './usePageTitle';

let layout: Promise<{ default: typeof import('./layout/MainLayout').MainLayout }> | undefined;

/** The layout's code, and its texts (sidebar, topbar, palette), which are in the rest of the catalog: asked for once. */
export function carregarLayout(): Promise<{ default: typeof import('./layout/MainLayout').MainLayout }> {
  layout ??= Promise.all([import('./layout/MainLayout'), carregarPartes('resto')]).then(
    ([module]) => ({ default: module.MainLayout }),
    (error: unknown) => {
      layout = undefined;
      throw error;
    },
  );
  return layout;
}

const MainLayout = lazy(carregarLayout);
const ForbiddenPage = lazy(() => import('../features/errors/ForbiddenPage').then((module) => ({ default: module.ForbiddenPage })));

/** Authenticated pages: in the main layout, each loaded on demand; signed-out people go to /login and come back. */
export function PrivateGate({ route }: { route: AppRoute }) {
  const { i18n } = useLingui();
  const session = useSession();
  const actor = useSessionActor();
  const [location] = useLocation();
  const search = useSearch();
  usePageTitle(route.title);
  const verifying = !session.isLogged && !session.loading && tokenStore.get() !== null;

  // Arriving from the landing page with a token: verify it before deciding. The session as the
  // started machine has it, not as it was drawn: a first draw done in slices can end after the
  // start's check answered, and a machine still loading may check on its own as it starts
  // (checkOnStart) — a second check then would be a second request at every start.
  useEffect(() => {
    if (!verifying) return;
    actor.start().then(
      (started) => {
        const agora = started.getSnapshot();
        if (!agora.context.isLogged && !agora.matches('loading')) session.check();
      },
      () => undefined,
    );
  }, [verifying]);

  // The session's answer arrives from outside React, which would mount the layout and the page in
  // one long task, input blocked till its end; deferred, they mount in slices.
  const mostrar = useDeferredValue(session.isLogged);

  // A re-check while signed in (after turning on two-step verification) keeps the page on screen.
  if (session.isLogged ? !mostrar : session.checking || verifying) return <PageSpinner />;
  if (!session.isLogged) {
    const back = location + (search ? `?${search}` : '');
    return <Redirect to={`${LOGIN_PATH}?voltar=${encodeURIComponent(back)}`} replace />;
  }
  const Page = route.page;
  return (
    <Suspense fallback={<PageSpinner />}>
      <MainLayout>
        <Suspense fallback={<PageSpinner />}>
          {/* Another company is another page: its lists and editors start over with that company's data. */}
          {podeAbrir(route, session.empresa?.papel) ? <Page key={session.empresa?.id} /> : <ForbiddenPage title={i18n._(route.title)} />}
        </Suspense>
      </MainLayout>
    </Suspense>
  );
}
