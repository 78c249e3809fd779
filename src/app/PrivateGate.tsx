import { useLingui } from '@lingui/react';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { tokenStore } from '../http/tokenStore';
import { carregarResto } from '../i18n/i18n';
import { BREAKPOINTS } from '../theme/layout';
import { PageSpinner } from '../ui/PageSpinner';
import { LOGIN_PATH, podeAbrir, type AppRoute } from './routes';
import { useSession } from './session/useSession';
import { usePageTitle } from './usePageTitle';

let layout: Promise<{ default: typeof import('./layout/MainLayout').MainLayout }> | undefined;

/**
 * The layout's code, and its texts (sidebar, topbar, palette), which are in the rest of the
 * catalog: asked for once. A wide screen shows the sidebar at once: its code comes beside.
 */
export function carregarLayout(): Promise<{ default: typeof import('./layout/MainLayout').MainLayout }> {
  const largo = window.matchMedia(`(min-width: ${BREAKPOINTS.lg}px)`).matches;
  layout ??= Promise.all([import('./layout/MainLayout'), carregarResto(), largo ? import('./layout/Sidebar') : undefined]).then(
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
  const [location] = useLocation();
  const search = useSearch();
  usePageTitle(route.title);
  const verifying = !session.isLogged && !session.loading && tokenStore.get() !== null;

  // Arriving from the landing page with a token: verify it before deciding.
  useEffect(() => {
    if (verifying) session.check();
  }, [verifying]);

  // The session's answer arrives from outside React, which would mount the layout and the page in
  // one long task, input blocked till its end; deferred, they mount in slices.
  const mostrar = useDeferredValue(session.isLogged);

  // A re-check while signed in (after turning on two-step verification) keeps the page on screen.
  if ((session.checking && !session.isLogged) || verifying || (session.isLogged && !mostrar)) return <PageSpinner />;
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
