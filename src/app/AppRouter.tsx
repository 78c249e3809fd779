import { Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { NOT_FOUND_PATH } from './caminhos';
import { PRIVATE_ROUTES, PUBLIC_ROUTES } from './routes';
import { PrivateGate } from './PrivateGate';
import { PublicGate } from './PublicGate';
import { PageSpinner } from '../ui/PageSpinner';

function ScrollToTop() {
  const [location] = useLocation();
  // Braces matter: newer browsers return a promise from scrollTo, which React would take for a clean-up.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

/** Two route sets; any other path redirects (the address changes) to /auth/404. */
export function AppRouter() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          {PUBLIC_ROUTES.map((route) => (
            <Route key={route.path} path={route.path}>
              <PublicGate route={route} />
            </Route>
          ))}
          {PRIVATE_ROUTES.map((route) => (
            <Route key={route.path} path={route.path}>
              <PrivateGate route={route} />
            </Route>
          ))}
          <Route>
            <Redirect to={NOT_FOUND_PATH} replace />
          </Route>
        </Switch>
      </Suspense>
    </>
  );
}
