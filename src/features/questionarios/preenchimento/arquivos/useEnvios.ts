import { useCallback, useEffect, useRef, useState } from 'react';
import type { ArquivosDoPreenchimento, ImagemEmEnvio } from './ArquivosContext';
import { novaChave, type CampoDeImagem } from './enviosNoAparelho';

/**
 * The images of one question on their way. Each chosen is prepared (resized), kept on the device
 * under `lugar` and sent by the record's sender, with its progress, again by itself after a
 * network failure; each that arrives is handed to `enviado` with its id. One the server refused
 * stays listed with its reason until sent again or dropped.
 */
export function useEnvios(
  arquivos: ArquivosDoPreenchimento,
  lugar: string,
  destino: { pergunta: string; campo: CampoDeImagem },
  preparar: (arquivo: Blob) => Promise<Blob>,
  enviado: (id: string) => void,
) {
  const [guardadas, setGuardadas] = useState<ImagemEmEnvio[]>([]);
  // Being resized, before they are kept.
  const [preparando, setPreparando] = useState<ImagemEmEnvio[]>([]);
  const avisar = useRef(enviado);
  avisar.current = enviado;

  useEffect(() => arquivos.acompanhar(`${lugar}:`, setGuardadas), [arquivos, lugar]);
  useEffect(
    () =>
      arquivos.aoChegar((chave, id) => {
        if (chave.startsWith(`${lugar}:`)) avisar.current(id);
      }),
    [arquivos, lugar],
  );

  const { pergunta, campo } = destino;
  const enviar = useCallback(
    async (arquivo: Blob, nome: string) => {
      const chave = novaChave(lugar);
      setPreparando((atuais) => [...atuais, { chave, nome, estado: 'enviando', progresso: 0 }]);
      try {
        await arquivos.guardar(chave, nome, await preparar(arquivo), { pergunta, campo });
      } finally {
        setPreparando((atuais) => atuais.filter((envio) => envio.chave !== chave));
      }
    },
    [arquivos, lugar, preparar, pergunta, campo],
  );

  const envios = [...guardadas, ...preparando.filter((envio) => !guardadas.some((guardada) => guardada.chave === envio.chave))];
  return { envios, enviar, reenviar: arquivos.tentar, descartar: arquivos.descartar };
}
