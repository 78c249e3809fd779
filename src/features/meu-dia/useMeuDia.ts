import { useEffect, useRef, useState } from 'react';
import { failureMessage } from '../../../machines/callFailure';
import { useSession } from '../../app/session/useSession';
import { meuDiaApi } from './meuDiaApi';
import { espacoOcupado, meuDiaNoAparelho, type AgendaGuardada } from './meuDiaNoAparelho';

export interface MeuDiaEstado {
  /** The agenda on screen (the server's latest answer, or the device's copy when it cannot be reached) and the bytes the device holds for the app. */
  noAparelho: { guardada: AgendaGuardada; bytes: number } | null;
  /** `sem_conexao`: the server was not reached and the device's copy is on screen. */
  status: 'carregando' | 'atualizada' | 'sem_conexao' | 'falhou';
  failureMessage: string | null;
  recarregar: () => void;
}

/**
 * The person's agenda, asked of the server on opening, when the page regains focus and when the
 * browser is back online; each answer is kept on the device, which answers when the server cannot.
 */
export function useMeuDia(): MeuDiaEstado {
  const { user, empresa } = useSession();
  const chave = user && empresa ? meuDiaNoAparelho.chave(user.id, empresa.id) : null;
  const [estado, setEstado] = useState<Omit<MeuDiaEstado, 'recarregar'>>({ noAparelho: null, status: 'carregando', failureMessage: null });
  const pedido = useRef(0);

  const carregar = async () => {
    if (!chave) return;
    const este = ++pedido.current;
    // A later request's answer wins over an earlier one still on its way.
    const atual = () => este === pedido.current;
    try {
      const guardada = { agenda: await meuDiaApi.ler(), em: new Date().toISOString() };
      await meuDiaNoAparelho.guardar(chave, guardada);
      const bytes = await espacoOcupado(guardada);
      if (atual()) setEstado({ noAparelho: { guardada, bytes }, status: 'atualizada', failureMessage: null });
    } catch (error) {
      const guardada = await meuDiaNoAparelho.ler(chave);
      const noAparelho = guardada ? { guardada, bytes: await espacoOcupado(guardada) } : null;
      if (atual()) setEstado({ noAparelho, status: noAparelho ? 'sem_conexao' : 'falhou', failureMessage: failureMessage(error) });
    }
  };

  useEffect(() => {
    void carregar();
    const aoVoltar = () => void carregar();
    const aoMostrar = () => {
      if (document.visibilityState === 'visible') void carregar();
    };
    window.addEventListener('online', aoVoltar);
    window.addEventListener('focus', aoVoltar);
    document.addEventListener('visibilitychange', aoMostrar);
    return () => {
      window.removeEventListener('online', aoVoltar);
      window.removeEventListener('focus', aoVoltar);
      document.removeEventListener('visibilitychange', aoMostrar);
    };
  }, [chave]);

  return { ...estado, recarregar: () => void carregar() };
}
