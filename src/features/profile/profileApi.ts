import type { TwoFactorEnrolment, User, UserUpdateBody } from '#contract/auth';
import { http } from '../../http/client';

export const profileApi = {
  update: (changes: UserUpdateBody) => http.put<User>('/user/atualizar', changes).then((response) => response.data),
  /** Mails a new link to the address waiting for confirmation (the account's own, or a new one). */
  reenviarConfirmacao: () => http.post('/user/email/confirmacao').then(() => undefined),
  changePassword: (password_atual: string, password: string) =>
    http.put('/user/senha', { password_atual, password }).then(() => undefined),
  startTwoFactor: () => http.post<TwoFactorEnrolment>('/user/2fa').then((response) => response.data),
  confirmTwoFactor: (code: string) =>
    http.post<{ recovery_codes: string[] }>('/user/2fa/confirmar', { code }).then((response) => response.data),
  disableTwoFactor: (password: string) => http.delete('/user/2fa', { data: { password } }).then(() => undefined),
};
