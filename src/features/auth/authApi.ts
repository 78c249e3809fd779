import type { LoginBody, LoginResponse, RegisterBody, SessionResponse, TwoStepsBody, User } from '#contract/auth';
import type { ConvitePublico } from '#contract/usuarios';
import { http } from '../../http/client';

export const authApi = {
  login: (body: LoginBody) => http.post<LoginResponse>('/auth/login', body).then((response) => response.data),
  verify: (body: TwoStepsBody) => http.post<SessionResponse>('/auth/two-steps', body).then((response) => response.data),
  check: () => http.post<{ user: User | null }>('/auth/check').then((response) => ({ user: response.data?.user ?? null })),
  logout: () => http.post('/auth/logout').then(() => undefined),
  register: (body: RegisterBody) => http.post<SessionResponse>('/auth/register', body).then((response) => response.data),
  forgotPassword: (email: string) => http.post('/auth/forgot-password', { email }).then(() => undefined),
  resetPassword: (token: string, password: string) =>
    http.post('/auth/reset-password', { token, password }).then(() => undefined),
  /** Opens the link mailed to prove an address. */
  confirmarEmail: (token: string) => http.post('/auth/confirmar-email', { token }).then(() => undefined),
  /** What an invitation link is for, before signing up. */
  convite: (token: string) => http.get<ConvitePublico>(`/auth/convite/${encodeURIComponent(token)}`).then((response) => response.data),
};
