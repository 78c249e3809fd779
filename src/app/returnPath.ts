import { matchRoute, type useRouter } from 'wouter';

type Parser = ReturnType<typeof useRouter>['parser'];
import { PRIVATE_ROUTES } from './routes';

/** Only a page of the app itself, so a crafted link cannot send a person elsewhere after signing in. */
export function safeReturnPath(value: string | null, parser: Parser): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  const pathname = value.split(/[?#]/)[0] ?? '';
  return PRIVATE_ROUTES.some((route) => matchRoute(parser, route.path, pathname)[0]) ? value : null;
}
