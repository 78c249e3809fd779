import { Redirect, useRouter, useSearch } from 'wouter';
import { inicioDo } from './caminhos';
import type { AppRoute } from './routes';
import { useSession } from './session/useSession';
import { usePageTitle } from './usePageTitle';
import { safeReturnPath } from './returnPath';

/** Public pages use the blank layout; a signed-in person on an auth page goes into the app. */
export function PublicGate({ route }: { route: AppRoute }) {
  const { isLogged, empresa } = useSession();
  const search = useSearch();
  const { parser } = useRouter();
  usePageTitle(route.title);
  if (route.authOnly && isLogged) {
    return <Redirect to={safeReturnPath(new URLSearchParams(search).get('voltar'), parser) ?? inicioDo(empresa?.papel)} replace />;
  }
  const Page = route.page;
  return <Page variant={route.variant} />;
}
