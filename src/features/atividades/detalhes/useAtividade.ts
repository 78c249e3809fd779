import { useEffect, useRef, useState } from 'react';
import type { Atividade } from '#contract/atividade';
import { useLoad } from '@/ui/load/useLoad';
import { doServidorOuDaCopia } from '../../meu-dia/doServidorOuDaCopia';
import { meuDiaNoAparelho } from '../../meu-dia/meuDiaNoAparelho';
import { useChaveDaAgenda } from '../../meu-dia/useChaveDaAgenda';
import { atividadesApi } from '../atividadesApi';

interface Lida {
  atividade: Atividade;
  /** When the device's copy shown was brought up to date; null when the server answered. */
  copiaDe: string | null;
}

/**
 * One activity: what GET read, replaced by each write's answer (a transition, saved answers).
 * Whichever has the higher `versao` is the current one, so a reload after a conflict wins over
 * the older answer kept from the last write. Without the server, an activity of the person's
 * agenda comes from its copy on the device (see docs/offline.md), read again from the server once
 * the connection returns, as is an activity whose last read failed; what the server answers goes
 * into that copy.
 */
export function useAtividade(id: string) {
  const chave = useChaveDaAgenda();
  const carga = useLoad(() =>
    doServidorOuDaCopia<Lida>(
      async () => {
        const atividade = await atividadesApi.get(id);
        await meuDiaNoAparelho.atualizarAtividade(chave, atividade);
        return { atividade, copiaDe: null };
      },
      chave,
      id,
      (copia) => ({ atividade: copia.pacote.atividade, copiaDe: copia.em }),
    ),
  );
  const [escrita, setEscrita] = useState<Atividade | null>(null);
  const lida = carga.data?.atividade;
  const atividade = escrita && (!lida || escrita.versao > lida.versao) ? escrita : lida;
  const copiaDe = carga.data?.copiaDe ?? null;

  // Back online, what may be behind the server is read again: the device's copy, or the page
  // after a read that failed (a change heard live while the device could not fetch it: the stream
  // will not tell it twice).
  const atrasada = copiaDe !== null || carga.status === 'failed';
  const recarregar = useRef(carga.reload);
  recarregar.current = carga.reload;
  useEffect(() => {
    if (!atrasada) return undefined;
    const online = () => recarregar.current();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [atrasada]);

  const gravada = (nova: Atividade) => {
    setEscrita(nova);
    void meuDiaNoAparelho.atualizarAtividade(chave, nova);
  };
  return { ...carga, atividade: atividade ?? null, copiaDe: escrita && atividade === escrita ? null : copiaDe, gravada };
}

export type AtividadeCarregada = ReturnType<typeof useAtividade>;
