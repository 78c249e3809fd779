import { useLocation } from 'wouter';
import { HOME_PATH } from '../caminhos';
import { PRIVATE_ROUTES } from '../routes';
import { useSession } from './useSession';

/**
 * Switches the company, leaving the address of the previous one's records: a record's page (a
 * path with an id) would be a 404 there, and a list's query (filters by site, tipo or responsável,
 * an open editor) would name records the new company does not have. A list keeps its page without
 * the query; a record's page goes to the activities. Both change in the same event, so no page
 * asks the new company for the old one's records.
 */
export function useTrocarEmpresa(): (id: string) => void {
  const { empresa, chooseEmpresa } = useSession();
  const [location, navigate] = useLocation();
  return (id) => {
    if (id === empresa?.id) return;
    // Replaced, not pushed: Back would bring the old company's address back under the new one.
    navigate(PRIVATE_ROUTES.some((route) => route.path === location) ? location : HOME_PATH, { replace: true });
    chooseEmpresa(id);
  };
}
