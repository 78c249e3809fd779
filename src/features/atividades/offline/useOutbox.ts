import { useEffect, useMemo, useState } from 'react';
import { useSession } from '../../../app/session/useSession';
import { manterEnvios, type ItemOutbox } from './outbox';
import { enviarDoAparelho, outboxDe } from './outboxDaSessao';

/** The signed-in person's outbox in the current company, its items as they change, sent while mounted. */
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
  const [tentar, setTentar] = useState<() => void>(() => () => undefined);
  useEffect(() => {
    if (!usuarioId) return undefined;
    const envios = manterEnvios(outbox, enviarDoAparelho(usuarioId));
    setTentar(() => envios.tentar);
    return envios.parar;
  }, [outbox, usuarioId]);
  return { outbox, itens, tentar };
}
