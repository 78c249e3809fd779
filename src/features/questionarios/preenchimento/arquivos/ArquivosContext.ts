import { createContext, useContext } from 'react';
import type { CampoDeImagem } from './enviosNoAparelho';

/** An image chosen and not yet received by the server. */
export interface ImagemEmEnvio {
  chave: string;
  nome: string;
  estado: 'nao_enviado' | 'enviando' | 'conflito';
  /** The share sent, from 0 to 1, while it goes. */
  progresso: number;
  /** The server's reason when it refused it (a message, or null when it gave none). */
  recusa?: string | null;
}

/** What the photo and signature fields need from the record they fill in (an activity). */
export interface ArquivosDoPreenchimento {
  /** Keeps the image on the device and has it sent, in order with the record's other writes; resolves once kept. */
  guardar: (chave: string, nome: string, arquivo: Blob, destino: { pergunta: string; campo: CampoDeImagem }) => Promise<void>;
  /** The images kept under a key prefix, as they change; answers the way to stop. */
  acompanhar: (prefixo: string, ouvinte: (imagens: ImagemEmEnvio[]) => void) => () => void;
  /** Hears each image the server received, with its id; answers the way to stop. */
  aoChegar: (ouvinte: (chave: string, id: string) => void) => () => void;
  tentar: (chave: string) => void;
  /** Only at the person's word. */
  descartar: (chave: string) => void;
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
