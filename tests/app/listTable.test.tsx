import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type ReactNode } from 'react';
import { Providers } from '@/app/Providers';
import { ListTable } from '@/ui/list/ListTable';
import type { Column } from '@/ui/list/types';

interface Linha {
  id: string;
  nome: string;
}

const LINHAS: Linha[] = Array.from({ length: 25 }, (_, indice) => ({ id: `l-${indice + 1}`, nome: `Linha ${indice + 1}` }));

/** A list of 25 rows whose one column counts how often each row's cell is drawn. */
function montar() {
  const desenhos = new Map<string, number>();
  const columns: Column<Linha>[] = [
    {
      id: 'nome',
      header: { id: 'nome', message: 'Nome' },
      noCelular: 'principal',
      render: (item) => {
        desenhos.set(item.id, (desenhos.get(item.id) ?? 0) + 1);
        return item.nome;
      },
    },
  ];
  const abertas: string[] = [];
  // A page builds its callbacks again at every draw, as the list pages do.
  const tabela = (selectedId: string | null, quem: string) => (
    <ListTable
      label="Linhas"
      columns={columns}
      items={LINHAS}
      itemName={(item) => item.nome}
      order="nome"
      onOrder={() => undefined}
      selectedId={selectedId}
      selectedRef={createRef()}
      onSelect={() => undefined}
      onOpen={(item) => abertas.push(`${quem}:${item.id}`)}
      actions={() => []}
      busy={false}
    />
  );
  return { desenhos, abertas, tabela };
}

/** The app's providers around the table, kept when the test draws it again with new props. */
const comProvedores = ({ children }: { children: ReactNode }) => <Providers>{children}</Providers>;

describe('ListTable', () => {
  it('draws again only the two rows a move of the selection concerns, not every row', async () => {
    const { desenhos, tabela } = montar();
    const { rerender } = render(tabela('l-2', 'primeira'), { wrapper: comProvedores });
    await screen.findByText('Linha 25');
    const antes = new Map(desenhos);
    rerender(tabela('l-3', 'segunda'));
    const desenhadasDeNovo = LINHAS.filter((linha) => desenhos.get(linha.id) !== antes.get(linha.id)).map((linha) => linha.id);
    expect(desenhadasDeNovo).toEqual(['l-2', 'l-3']);
    expect(screen.getByRole('row', { name: /Linha 3$/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('calls the page’s latest callbacks from a row that was not drawn again', async () => {
    const { abertas, tabela } = montar();
    const { rerender } = render(tabela('l-2', 'primeira'), { wrapper: comProvedores });
    await screen.findByText('Linha 25');
    rerender(tabela('l-3', 'segunda'));
    await userEvent.setup().click(within(screen.getByRole('table', { name: 'Linhas' })).getByText('Linha 20'));
    expect(abertas).toEqual(['segunda:l-20']);
  });
});
