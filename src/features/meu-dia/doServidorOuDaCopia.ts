import { semResposta } from '#machines/callFailure';
import { isFailure } from '../../http/client';
import { meuDiaNoAparelho, type CopiaDaAtividade } from './meuDiaNoAparelho';

/** No answer at all (offline), or a server that could not answer now: the copy on the device may stand in. */
function semServidor(error: unknown): boolean {
  return semResposta(error) || (isFailure(error) && error.status !== null && error.status >= 500);
}

/**
 * What the server answers for a kept activity; without the server, the same part of the activity's
 * copy on the device (see meuDiaNoAparelho), and the server's failure only when there is none.
 */
export async function doServidorOuDaCopia<T>(
  doServidor: () => Promise<T>,
  chave: string,
  atividadeId: string,
  daCopia: (copia: CopiaDaAtividade) => T | null | undefined,
): Promise<T> {
  try {
    return await doServidor();
  } catch (error) {
    if (!semServidor(error)) throw error;
    const copia = await meuDiaNoAparelho.daAtividade(chave, atividadeId);
    const valor = copia ? daCopia(copia) : null;
    if (valor === null || valor === undefined) throw error;
    return valor;
  }
}
