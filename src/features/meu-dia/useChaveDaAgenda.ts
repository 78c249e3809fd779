import { useSession } from '../../app/session/useSession';
import { meuDiaNoAparelho } from './meuDiaNoAparelho';

/** Where the signed-in person's agenda is kept on the device for the current company. */
export function useChaveDaAgenda(): string {
  const { user, empresa } = useSession();
  return meuDiaNoAparelho.chave(user?.id ?? '', empresa?.id ?? '');
}
