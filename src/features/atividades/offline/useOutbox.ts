import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSession } from '@/app/session/useSession';
import { manterEnvios, type ItemOutbox } from './outbox';
import { enviosDe, esquecerEnvios } from './outboxDaSessao';
import type { ParteDoAparelho } from './remetente';

/**
 * The new list, or the one on screen when both are empty: most of the time nothing waits, and each
 * reading of the outbox would otherwise draw every page that follows it again for nothing.
 */
function semMudancaVazia<T>(novos: T[]): (atuais: T[]) => T[] {
  return (atuais) => (novos.length === 0 && atuais.length === 0 ? atuais : novos);
}

/** The signed-in person's writes on this device in the current company: the outbox's items and the answers and images waiting, as they change. */
export function useOutbox() {
  const { user, empresa } = useSession();
  const usuarioId = user?.id ?? '';
  const empresaId = empresa?.id ?? '';
  const { outbox, remetente } = useMemo(() => enviosDe(usuarioId, empresaId), [usuarioId, empresaId]);
  const [itens, setItens] = useState<ItemOutbox[]>([]);
  const [partes, setPartes] = useState<ParteDoAparelho[]>(remetente.partes);
  useEffect(() => {
    let ativo = true;
    const pararItens = outbox.ouvir((novos) => setItens(semMudancaVazia(novos)));
    const pararPartes = remetente.ouvir((novas) => setPartes(semMudancaVazia(novas)));
    void outbox.listar().then((lidos) => ativo && setItens(semMudancaVazia(lidos)));
    void remetente.publicar();
    return () => {
      ativo = false;
      pararItens();
      pararPartes();
    };
  }, [outbox, remetente]);
  /** A round now, when something the items wait for was just done. */
  const tentar = useCallback(() => void remetente.enviar(), [remetente]);
  return { outbox, remetente, itens, partes, tentar, usuarioId, empresaId };
}

/** Keeps the device's writes sending while mounted (once, in the signed-in app's frame). */
export function useManterEnvios() {
  const envios = useOutbox();
  const { remetente, usuarioId, empresaId } = envios;
  useEffect(() => {
    if (!usuarioId) return undefined;
    const parar = manterEnvios(remetente.enviar);
    return () => {
      parar();
      esquecerEnvios(usuarioId, empresaId);
    };
  }, [remetente, usuarioId, empresaId]);
  return envios;
}
