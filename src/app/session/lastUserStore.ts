import type { User } from '#contract/auth';

const KEY = 'sessao-usuario';

/**
 * The person as the API last described them: a reload without a network keeps them signed in
 * (the installable app opens offline), and the API judges the token again once it answers.
 */
export const lastUserStore = {
  get: (): User | null => {
    const saved = localStorage.getItem(KEY);
    return saved ? (JSON.parse(saved) as User) : null;
  },
  set: (user: User) => localStorage.setItem(KEY, JSON.stringify(user)),
  remove: () => localStorage.removeItem(KEY),
};
