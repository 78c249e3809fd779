import { useConfiguracoesDaEmpresa } from '../features/configuracoes/useConfiguracoesDaEmpresa';
import type { Visao } from './routes';
import { useSession } from './session/useSession';

/** The person's papel and what their company chose to show, for the sidebar and the palette. */
export function useVisao(): Visao {
  const { empresa } = useSession();
  const lidas = useConfiguracoesDaEmpresa();
  // The demo is shown by default: also when the settings could not be read, but not before they are.
  const mostrarDemo = lidas.status === 'falhou' || (lidas.status === 'lidas' && lidas.configuracoes.mostrar_demo);
  return { papel: empresa?.papel ?? null, mostrarDemo };
}
