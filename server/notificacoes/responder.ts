import type { Notificacao } from '#contract/notificacoes';
import type { NotificacaoRow } from '../db/repositories/notificacoes';
import { palavrasDaNotificacao } from './palavras';

export function toNotificacao(row: NotificacaoRow): Notificacao {
  return {
    id: String(row.id),
    tipo: row.tipo,
    params: row.params,
    ...palavrasDaNotificacao(row.tipo, row.params),
    link: row.link,
    lida: row.lida_em !== null,
    criado_em: row.criado_em.toISOString(),
  };
}
