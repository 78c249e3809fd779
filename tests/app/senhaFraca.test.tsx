import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../support/app/fakeApi';
import { heading, renderApp } from '../support/app/renderApp';
import { signedIn } from '../support/app/signedIn';
import { problema } from '../support/app/respostasDoServidor';

const FRACA = 'Esta senha é comum demais e fácil de adivinhar. Escolha outra.';
const refused = () => ({ status: 422, data: { code: 'validacao', message: FRACA, errors: { password: [problema('senha_fraca')] } } });

/** Types a weak password in each box named, sends the form and expects the server's word beside `campo`. */
async function sendWeak(boxes: string[], submit: string, campo: string) {
  const user = userEvent.setup();
  for (const box of boxes) await user.type(screen.getByLabelText(box), '12345678');
  await user.click(screen.getByRole('button', { name: submit }));
  expect(await screen.findByLabelText(campo)).toHaveAccessibleDescription(FRACA);
  expect(screen.getByLabelText(campo)).toHaveAttribute('aria-invalid', 'true');
}

describe('a password the server finds weak', () => {
  it('is named beside the password on the sign-up form', async () => {
    fakeApi({ 'POST /api/auth/register': refused });
    renderApp('/auth/register');
    await heading('Criar conta');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nome'), 'Maria Oliveira');
    await user.type(screen.getByLabelText('E-mail'), 'maria@empresa.test');
    await user.type(screen.getByLabelText('Nome da empresa'), 'Empresa');
    await sendWeak(['Senha', 'Confirme a senha'], 'Criar conta', 'Senha');
  });

  it('is named beside the new password on the reset form', async () => {
    fakeApi({ 'POST /api/auth/reset-password': refused });
    renderApp('/auth/forgot-password?token=tok-reset');
    await heading('Criar nova senha');
    await sendWeak(['Nova senha', 'Confirme a nova senha'], 'Salvar nova senha', 'Nova senha');
  });

  it('is named beside the new password on Meu perfil', async () => {
    signedIn({ 'PUT /api/user/senha': refused });
    renderApp('/meu-perfil');
    await heading('Meu perfil');
    await userEvent.setup().type(screen.getByLabelText('Senha atual'), 'senha-forte-123');
    await sendWeak(['Nova senha', 'Confirme a nova senha'], 'Alterar senha', 'Nova senha');
  });
});
