import { useState } from 'react';
import type { Atividade } from '../../../../contract/atividade';
import { useLoad } from '../../../ui/useLoad';
import { atividadesApi } from '../atividadesApi';

/**
 * One activity: what GET read, replaced by each write's answer (a transition, saved answers).
 * Whichever has the higher `versao` is the current one, so a reload after a conflict wins over
 * the older answer kept from the last write.
 */
export function useAtividade(id: string) {
  const carga = useLoad(() => atividadesApi.get(id));
  const [escrita, setEscrita] = useState<Atividade | null>(null);
  const lida = carga.data;
  const atividade = escrita && (!lida || escrita.versao > lida.versao) ? escrita : lida;
  return { ...carga, atividade, gravada: setEscrita };
}

export type AtividadeCarregada = ReturnType<typeof useAtividade>;
