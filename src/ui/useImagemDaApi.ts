import { useEffect, useState } from 'react';
import type { CallFailure } from '#machines/callFailure';
import { http } from '../http/client';
import { useLoad, type LoadStatus } from './load/useLoad';

export interface ImagemDaApi {
  /** An object URL an <img> can show, or null until the bytes arrive. */
  url: string | null;
  status: LoadStatus;
  retry: () => void;
}

/**
 * An image the API serves only with the session's token (logos, photos, signatures): an <img>
 * cannot send the token, so the bytes are read as a blob and shown through an object URL,
 * released when the component goes.
 */
export function useImagemDaApi(caminho: string): ImagemDaApi {
  const imagem = useLoad(() =>
    http.get<Blob>(caminho, { responseType: 'blob' }).then((response) => {
      // An answer that is not bytes cannot be shown: it is a failed image (a retry), never a broken page.
      if (!(response.data instanceof Blob)) throw { status: response.status, body: null } satisfies CallFailure;
      return response.data;
    }),
  );
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!imagem.data) return;
    const criada = URL.createObjectURL(imagem.data);
    setUrl(criada);
    return () => URL.revokeObjectURL(criada);
  }, [imagem.data]);
  return { url, status: imagem.status, retry: imagem.retry };
}
