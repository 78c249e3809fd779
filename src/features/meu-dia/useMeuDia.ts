import { startTransition, useEffect, useState } from 'react';
import { useSession } from '../../app/session/useSession';
import { useLoad, type Loaded } from '../../ui/load/useLoad';
import { atualizarAgenda } from './atualizarAgenda';
import { meuDiaNoAparelho, tamanhoDaCopia, type AgendaGuardada } from './meuDiaNoAparelho';

/** The agenda on screen, the bytes its copy takes on the device, and whether the server was out of reach. */
export interface AgendaNaTela {
  guardada: AgendaGuardada;
  bytes: number;
  /** The server was not reached: this is the device's copy. */
  semConexao: boolean;
}

/** The server's agenda, kept on the device; the device's copy when the server cannot be reached, and a failure only without one. */
async function lerAgenda(usuarioId: string, empresaId: string): Promise<AgendaNaTela> {
  try {
    const guardada = await atualizarAgenda(usuarioId, empresaId);
    return { guardada, bytes: tamanhoDaCopia(guardada), semConexao: false };
  } catch (error) {
    const guardada = await meuDiaNoAparelho.ler(meuDiaNoAparelho.chave(usuarioId, empresaId));
    if (!guardada) throw error;
    return { guardada, bytes: tamanhoDaCopia(guardada), semConexao: true };
  }
}

/** A promise and what settles it. */
function aguardada(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/**
 * The person's agenda, read on opening and again when the page regains focus or the browser is back
 * online. The device's copy is drawn first, with its time, and the server asked once it is on
 * screen: on a slow network the day shows at once instead of a skeleton, and the agenda's answer
 * does not compete with the page's own code. Without a copy the server is asked at once.
 */
export function useMeuDia(): Loaded<AgendaNaTela> {
  const { user, empresa } = useSession();
  const usuarioId = user?.id ?? '';
  const empresaId = empresa?.id ?? '';
  const [copia, setCopia] = useState<AgendaNaTela | null>(null);
  const [copiaNaTela] = useState(aguardada);
  // The day's cards, drawn in slices as a list's page is (docs/listas.md).
  const agenda = useLoad(async () => {
    await copiaNaTela.promise;
    return lerAgenda(usuarioId, empresaId);
  }, 'transicao');

  useEffect(() => {
    let ativo = true;
    void meuDiaNoAparelho.ler(meuDiaNoAparelho.chave(usuarioId, empresaId)).then((guardada) => {
      // Drawn in slices too: at a phone's speed the day's cards were one task of 350 ms.
      if (ativo && guardada) startTransition(() => setCopia({ guardada, bytes: tamanhoDaCopia(guardada), semConexao: false }));
      else copiaNaTela.resolve();
    });
    return () => {
      ativo = false;
      copiaNaTela.resolve();
    };
  }, [usuarioId, empresaId]);

  useEffect(() => {
    // After the frame that draws it.
    if (copia) requestAnimationFrame(() => setTimeout(copiaNaTela.resolve));
  }, [copia]);

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

  return agenda.data === null && agenda.status === 'loading' && copia ? { ...agenda, data: copia } : agenda;
}
