import { createContext, useContext } from 'react';

/** What the photo and signature fields need from the record they fill in (an activity). */
export interface ArquivosDoPreenchimento {
  /** Sends an image and answers its id; `progresso` hears the share sent, from 0 to 1. */
  enviar: (arquivo: Blob, nome: string, progresso: (parte: number) => void) => Promise<string>;
  /** The API path that serves the file with this id. */
  caminho: (id: string) => string;
  /** Where, on this device, images not yet sent wait: one place per person and record. */
  lugar: string;
}

export const ArquivosContext = createContext<ArquivosDoPreenchimento | null>(null);

/** The files of the record being filled in; null in the builder's preview, where nothing is sent. */
export function useArquivosDoPreenchimento(): ArquivosDoPreenchimento | null {
  return useContext(ArquivosContext);
}
