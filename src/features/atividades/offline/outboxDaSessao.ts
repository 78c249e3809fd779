import type { TransicaoBody } from '../../../../contract/atividade';
import { atividadesApi } from '../atividadesApi';
import { comentariosApi } from '../detalhes/comentarios/comentariosApi';
import { respostasNoAparelho } from '../detalhes/respostasNoAparelho';
import { criarOutbox, type EnviarItem, type Outbox } from './outbox';

export type TransicaoNoAparelho = Omit<TransicaoBody, 'versao'>;
export type ComentarioNoAparelho = { texto: string };

// One instance per person and company, so that every screen sending from it shares one round at a time.
const abertas = new Map<string, Outbox>();

export function outboxDe(usuarioId: string, empresaId: string): Outbox {
  const chave = `${usuarioId}:${empresaId}`;
  let outbox = abertas.get(chave);
  if (!outbox) abertas.set(chave, (outbox = criarOutbox(chave)));
  return outbox;
}

/**
 * How the items reach the API. A comment goes as written. A transition waits while answers of its activity are still on the
 * device (respostasNoAparelho), so the server sees them first, as when it is made online. It goes
 * with the activity's versao read just before: made offline, it was made over an older one by
 * design, and the server's machine still checks it against the activity as it is now.
 */
export function enviarDoAparelho(usuarioId: string): EnviarItem {
  return async (item) => {
    if (item.tipo === 'comentario') {
      await comentariosApi.criar(item.atividade_id, (item.corpo as ComentarioNoAparelho).texto);
      return 'enviado';
    }
    if (await respostasNoAparelho.ler(respostasNoAparelho.chave(usuarioId, item.atividade_id))) return 'aguardar';
    const { versao } = await atividadesApi.get(item.atividade_id);
    await atividadesApi.transicao(item.atividade_id, { ...(item.corpo as TransicaoNoAparelho), versao });
    return 'enviado';
  };
}
