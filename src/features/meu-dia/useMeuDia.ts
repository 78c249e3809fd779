import { useEffect } from 'react';
import { useSession } from '../../app/session/useSession';
import { useLoad, type Loaded } from '../../ui/useLoad';
import { meuDiaApi } from './meuDiaApi';
import { espacoOcupado, meuDiaNoAparelho, type AgendaGuardada } from './meuDiaNoAparelho';

/** The agenda on screen, the bytes the device holds for the app, and whether the server was out of reach. */
export interface AgendaNaTela {
  guardada: AgendaGuardada;
  bytes: number;
  /** The server was not reached: this is the device's copy. */
  semConexao: boolean;
}

/** The server's agenda, kept on the device; the device's copy when the server cannot be reached, and a failure only without one. */
async function lerAgenda(chave: string): Promise<AgendaNaTela> {
  try {
    const guardada = { agenda: await meuDiaApi.ler(), em: new Date().toISOString() };
    await meuDiaNoAparelho.guardar(chave, guardada);
    return { guardada, bytes: await espacoOcupado(guardada), semConexao: false };
  } catch (error) {
    const guardada = await meuDiaNoAparelho.ler(chave);
    if (!guardada) throw error;
    return { guardada, bytes: await espacoOcupado(guardada), semConexao: true };
  }
}

/** The person's agenda, read on opening and again when the page regains focus or the browser is back online. */
export function useMeuDia(): Loaded<AgendaNaTela> {
  const { user, empresa } = useSession();
  const agenda = useLoad(() => lerAgenda(meuDiaNoAparelho.chave(user?.id ?? '', empresa?.id ?? '')));

  useEffect(() => {
    // The load machine takes `reload` once loaded and `retry` once failed, and ignores the other.
    const atualizar = () => {
      agenda.reload();
      agenda.retry();
    };
    const aoMostrar = () => {
      if (document.visibilityState === 'visible') atualizar();
    };
    window.addEventListener('online', atualizar);
    window.addEventListener('focus', atualizar);
    document.addEventListener('visibilitychange', aoMostrar);
    return () => {
      window.removeEventListener('online', atualizar);
      window.removeEventListener('focus', atualizar);
      document.removeEventListener('visibilitychange', aoMostrar);
    };
  }, []);

  return agenda;
}
