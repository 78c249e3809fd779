import { useCallback, useEffect, useRef, useState } from 'react';
import { asFailure, failureMessage } from '../../../../../machines/callFailure';
import type { ArquivosDoPreenchimento } from './ArquivosContext';
import { enviosNoAparelho } from './enviosNoAparelho';

/** An image on its way to the server. */
export interface Envio {
  chave: string;
  nome: string;
  /** The share sent, from 0 to 1. */
  progresso: number;
  /** The server's reason, or null while it goes. */
  erro: string | null;
}

let sequencia = 0;
// Sorted by the time they were chosen, so images kept on the device go out in that order.
const novaChave = (lugar: string) => `${lugar}:${Date.now().toString(36).padStart(10, '0')}-${(sequencia++).toString(36)}`;

/**
 * Images sent one by one with their progress; each that arrives is handed to `enviado` with its
 * id. Until then each is kept on the device under `lugar` (see enviosNoAparelho), so one chosen
 * without a connection goes out on the next visit too. A failed one stays listed with its reason
 * until sent again (by hand, or by itself when the browser is back online) or dropped.
 */
export function useEnvios(
  arquivos: ArquivosDoPreenchimento,
  lugar: string,
  preparar: (arquivo: Blob) => Promise<Blob>,
  enviado: (id: string) => void,
  semMotivo: string,
) {
  const [envios, setEnvios] = useState<Envio[]>([]);
  const prontos = useRef(new Map<string, Blob>());
  const avisar = useRef(enviado);
  avisar.current = enviado;

  const mudar = (chave: string, mudanca: Partial<Envio>) =>
    setEnvios((atuais) => atuais.map((envio) => (envio.chave === chave ? { ...envio, ...mudanca } : envio)));

  const mandar = useCallback(
    async (chave: string, nome: string) => {
      const pronto = prontos.current.get(chave);
      if (!pronto) return;
      mudar(chave, { progresso: 0, erro: null });
      try {
        const id = await arquivos.enviar(pronto, nome, (progresso) => mudar(chave, { progresso }));
        await enviosNoAparelho.apagar(chave);
        prontos.current.delete(chave);
        setEnvios((atuais) => atuais.filter((envio) => envio.chave !== chave));
        avisar.current(id);
      } catch (error) {
        mudar(chave, { erro: asFailure(error).body ? failureMessage(error) : semMotivo });
      }
    },
    [arquivos, semMotivo],
  );

  const enviar = useCallback(
    async (arquivo: Blob, nome: string) => {
      const chave = novaChave(lugar);
      setEnvios((atuais) => [...atuais, { chave, nome, progresso: 0, erro: null }]);
      const pronto = await preparar(arquivo);
      prontos.current.set(chave, pronto);
      await enviosNoAparelho.guardar(chave, nome, pronto);
      await mandar(chave, nome);
    },
    [lugar, preparar, mandar],
  );

  // What an earlier visit kept on the device goes out now.
  useEffect(() => {
    let ativo = true;
    void enviosNoAparelho.listar(lugar).then((guardados) => {
      const novos = guardados.filter(({ chave }) => ativo && !prontos.current.has(chave));
      for (const { chave, arquivo } of novos) prontos.current.set(chave, arquivo);
      setEnvios((atuais) => [...atuais, ...novos.map(({ chave, nome }) => ({ chave, nome, progresso: 0, erro: null }))]);
      for (const { chave, nome } of novos) void mandar(chave, nome);
    });
    return () => {
      ativo = false;
    };
  }, [lugar, mandar]);

  const descartar = useCallback((chave: string) => {
    prontos.current.delete(chave);
    void enviosNoAparelho.apagar(chave);
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
