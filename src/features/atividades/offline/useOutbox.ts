import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSession } from '../../../app/session/useSession';
import { manterEnvios, type ItemOutbox } from './outbox';
import { enviarDoAparelho, outboxDe } from './outboxDaSessao';

/** The signed-in person's outbox in the current company, and its items as they change. */
export function useOutbox() {
  const { user, empresa } = useSession();
  const usuarioId = user?.id ?? '';
  const outbox = useMemo(() => outboxDe(usuarioId, empresa?.id ?? ''), [usuarioId, empresa?.id]);
  const [itens, setItens] = useState<ItemOutbox[]>([]);
  useEffect(() => {
    let ativo = true;
    const parar = outbox.ouvir(setItens);
    void outbox.listar().then((lidos) => ativo && setItens(lidos));
    return () => {
      ativo = false;
      parar();
    };
  }, [outbox]);
  /** A round now, when something the items wait for was just done. */
  const tentar = useCallback(() => void outbox.enviar(enviarDoAparelho(usuarioId)), [outbox, usuarioId]);
  return { outbox, itens, tentar, usuarioId };
}

/** Keeps the outbox sending while mounted (once, in the signed-in app's frame). */
export function useManterEnvios() {
  const { outbox, itens, usuarioId } = useOutbox();
  useEffect(() => (usuarioId ? manterEnvios(outbox, enviarDoAparelho(usuarioId)) : undefined), [outbox, usuarioId]);
  return itens;
}
