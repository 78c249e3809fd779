import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { adiado } from '../../src/ui/adiado';
import { Dica } from '../../src/ui/muiAdiado';

/** A component whose code the test hands over when it chooses, as a slow network would. */
function codigoNaMao() {
  let entregar!: () => void;
  const chegada = new Promise<void>((resolve) => (entregar = resolve));
  const Moldura = ({ children }: { children: React.ReactNode }) => <div data-testid="moldura">{children}</div>;
  const Adiado = adiado<{ children: React.ReactNode }>(() => chegada.then(() => Moldura), { Enquanto: ({ children }) => children });
  return { Adiado, entregar };
}

function Contador({ Envolver }: { Envolver: (props: { children: React.ReactNode }) => React.ReactNode }) {
  const [vezes, setVezes] = useState(0);
  return (
    <Envolver>
      <button type="button" onClick={() => setVezes((n) => n + 1)}>
        Cliques: {vezes}
      </button>
    </Envolver>
  );
}

describe('code fetched at the first gesture', () => {
  // First: the tooltip's code is asked for at the file's first gesture.
  it('a tooltip whose code arrives while its element has the keyboard focus gives the focus back to it', async () => {
    render(
      <Dica title="Ajuda">
        <button type="button">Ajuda</button>
      </Dica>,
    );
    const antes = screen.getByRole('button', { name: 'Ajuda' });
    // A key is the first gesture: it asks for the tooltip's code, and moves the focus to the button.
    await userEvent.setup().tab();
    // The code came: a new element, inside the tooltip, and the focus on it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ajuda' })).not.toBe(antes));
    expect(screen.getByRole('button', { name: 'Ajuda' })).toHaveFocus();
  });

  it('asked for after the first gesture (in a chunk that came later), arriving while the pointer is pressed, draws after the release, and the click that began it counts', async () => {
    const { Adiado, entregar } = codigoNaMao();
    render(<Contador Envolver={Adiado} />);
    const botao = screen.getByRole('button', { name: 'Cliques: 0' });
    fireEvent.pointerDown(botao);
    await act(async () => entregar());
    // Still the element pressed: a new one in its place would take the release and lose the click.
    expect(screen.queryByTestId('moldura')).toBeNull();
    expect(screen.getByRole('button')).toBe(botao);
    fireEvent.pointerUp(botao);
    fireEvent.click(botao);
    expect(botao).toHaveTextContent('Cliques: 1');
    // Then drawn, with the count kept by the component that holds it.
    await screen.findByTestId('moldura');
    expect(screen.getByRole('button')).toHaveTextContent('Cliques: 1');
  });
});
