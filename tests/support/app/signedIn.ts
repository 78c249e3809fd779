import { demoUser } from './fixtures';
import { fakeApi } from './fakeApi';
import type { User } from '#contract/auth';

type Routes = Parameters<typeof fakeApi>[0];

/** A stored token the server accepts: the app starts signed in as `user`. */
export function signedIn(routes: Routes = {}, user: User = demoUser) {
  localStorage.setItem('token', 'tok-valid');
  return fakeApi({
    'POST /api/auth/check': () => ({ status: 200, data: { user } }),
    ...routes,
  });
}
