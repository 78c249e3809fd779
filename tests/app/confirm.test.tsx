import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { useState } from 'react';
import { i18n } from '../../src/i18n/i18n';
import { ConfirmProvider, useConfirm } from '../../src/ui/confirm/ConfirmProvider';

function DeleteSite() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('sem resposta');
  return (
    <>
      <button onClick={async () => setAnswer(String(await confirm({ title: 'Excluir site', message: 'O site Matriz será excluído.' })))}>
        Excluir
      </button>
      <output>{answer}</output>
    </>
  );
}

function renderDialog() {
  render(
    <I18nProvider i18n={i18n}>
      <ConfirmProvider>
        <DeleteSite />
      </ConfirmProvider>
    </I18nProvider>,
  );
  return userEvent.setup();
}

describe('confirmation dialog', () => {
  it("focuses 'Não confirmar' so that Enter answers no", async () => {
    const user = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir site' });
    expect(dialog).toHaveTextContent('O site Matriz será excluído.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Não confirmar' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('false'));
  });

  it("answers yes only with 'Confirmar'", async () => {
    const user = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('true'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('answers no when dismissed with Escape', async () => {
    const user = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('false'));
  });

  it('cannot be used outside its provider', () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<DeleteSite />)).toThrow('useConfirm deve ser usado dentro de um ConfirmProvider');
    quiet.mockRestore();
  });
});
