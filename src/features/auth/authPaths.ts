/** Auth pages link to the sibling of their own layout: login2 leads to register2, and so on. */
export function authPath(page: 'login' | 'register' | 'forgot-password' | 'two-steps', variant?: 'split'): string {
  if (page === 'login') return variant === 'split' ? '/auth/login2' : '/login';
  return `/auth/${page}${variant === 'split' ? '2' : ''}`;
}
