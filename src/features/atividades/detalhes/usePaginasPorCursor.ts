import { useState } from 'react';
import { failureMessage } from '#machines/callFailure';
import { useLoad } from '../../../ui/useLoad';

interface Pagina<T> {
  items: T[];
  next_cursor: string | null;
}

export type Mais = { estado: 'pronto' | 'carregando' } | { estado: 'falhou'; mensagem: string };

/**
 * A list read a page at a time by cursor (the latest first), as the details page's tabs show
 * them: the first page, the pages asked for after it, and `recarregar` to start over (after a
 * change made here or told live).
 */
export function usePaginasPorCursor<T>(ler: (cursor?: string) => Promise<Pagina<T>>) {
  const primeira = useLoad(() => ler());
  const [seguintes, setSeguintes] = useState<Pagina<T>[]>([]);
  const [mais, setMais] = useState<Mais>({ estado: 'pronto' });
  const paginas = primeira.data ? [primeira.data, ...seguintes] : [];
  const cursor = paginas.at(-1)?.next_cursor ?? null;

  const carregarMais = async () => {
    if (!cursor) return;
    setMais({ estado: 'carregando' });
    try {
      const pagina = await ler(cursor);
      setSeguintes((atuais) => [...atuais, pagina]);
      setMais({ estado: 'pronto' });
    } catch (error) {
      setMais({ estado: 'falhou', mensagem: failureMessage(error) });
    }
  };

  const recarregar = () => {
    setSeguintes([]);
    setMais({ estado: 'pronto' });
    primeira.reload();
  };

  return {
    primeira,
    itens: paginas.flatMap((pagina) => pagina.items),
    temMais: cursor !== null,
    mais,
    carregarMais,
    recarregar,
  };
}
