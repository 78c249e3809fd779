import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../../src/i18n/i18n';
import { LoadingProvider, useLoading } from '../../src/ui/loading/LoadingProvider';

function Toggle() {
  const { isLoading, setLoading } = useLoading();
  return <button onClick={() => setLoading(!isLoading)}>{isLoading ? 'Parar' : 'Carregar'}</button>;
}

describe('loading overlay', () => {
  it('says in Portuguese that its hook needs the provider', () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Toggle />)).toThrow('useLoading deve ser usado dentro de um LoadingProvider');
    quiet.mockRestore();
  });

  it('covers the page while switched on', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <LoadingProvider>
          <Toggle />
        </LoadingProvider>
      </I18nProvider>,
    );
    const user = userEvent.setup();
    expect(screen.queryByLabelText('Carregando')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Carregar' }));
    expect(await screen.findByLabelText('Carregando')).toBeInTheDocument();
  });
});
