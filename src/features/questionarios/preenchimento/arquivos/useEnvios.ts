import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage, FALLBACK_ERROR } from '../../../../../machines/sessionMachine';
import type { ArquivosDoPreenchimento } from './ArquivosContext';

/** An image on its way to the server. */
export interface Envio {
  chave: number;
  nome: string;
  /** The share sent, from 0 to 1. */
  progresso: number;
  /** The server's reason, or null while it goes. */
  erro: string | null;
}

/**
 * Images sent one by one with their progress; each that arrives is handed to `enviado` with its
 * id. A failed one stays listed with its reason until sent again (by hand, or by itself when the
 * browser is back online) or dropped.
 */
export function useEnvios(arquivos: ArquivosDoPreenchimento, preparar: (arquivo: Blob) => Promise<Blob>, enviado: (id: string) => void, semMotivo: string) {
  const [envios, setEnvios] = useState<Envio[]>([]);
  const blobs = useRef(new Map<number, Blob>());
  const proxima = useRef(0);
  const avisar = useRef(enviado);
  avisar.current = enviado;

  const mudar = (chave: number, mudanca: Partial<Envio>) =>
    setEnvios((atuais) => atuais.map((envio) => (envio.chave === chave ? { ...envio, ...mudanca } : envio)));

  const mandar = useCallback(
    async (chave: number, nome: string) => {
      mudar(chave, { progresso: 0, erro: null });
      try {
        const pronto = await preparar(blobs.current.get(chave)!);
        const id = await arquivos.enviar(pronto, nome, (progresso) => mudar(chave, { progresso }));
        blobs.current.delete(chave);
        setEnvios((atuais) => atuais.filter((envio) => envio.chave !== chave));
        avisar.current(id);
      } catch (error) {
        const motivo = failureMessage(error);
        mudar(chave, { erro: motivo === FALLBACK_ERROR ? semMotivo : motivo });
      }
    },
    [arquivos, preparar, semMotivo],
  );

  const enviar = useCallback(
    (arquivo: Blob, nome: string) => {
      const chave = proxima.current++;
      blobs.current.set(chave, arquivo);
      setEnvios((atuais) => [...atuais, { chave, nome, progresso: 0, erro: null }]);
      void mandar(chave, nome);
    },
    [mandar],
  );

  const descartar = useCallback((chave: number) => {
    blobs.current.delete(chave);
    setEnvios((atuais) => atuais.filter((envio) => envio.chave !== chave));
  }, []);

  const reenviar = useCallback((envio: Envio) => void mandar(envio.chave, envio.nome), [mandar]);

  // Back online, what failed goes out again by itself.
  const falhos = useRef<Envio[]>([]);
  falhos.current = envios.filter((envio) => envio.erro);
  useEffect(() => {
    const online = () => falhos.current.forEach((envio) => void mandar(envio.chave, envio.nome));
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [mandar]);

  return { envios, enviar, reenviar, descartar };
}
