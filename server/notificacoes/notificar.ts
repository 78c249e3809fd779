import type { ParamsDaNotificacao, TipoNotificacao } from '#contract/notificacaoTextos';
import { avisarDepoisDoCommit } from '../db/aoVivoDaTransacao';
import { notificacoes, type NotificacaoNova } from '../db/repositories/notificacoes';
import { preferenciasNotificacao } from '../db/repositories/preferenciasNotificacao';
import type { Autoria } from '../db/repositories/registros';
import type { Trx } from '../db/tenant';

/** The app's address of each record a notification may open. */
export const linkDaAtividade = (id: string) => `/atividades/detalhes/${id}`;
export const linkDaAcao = (id: string) => `/acoes/${id}`;

export interface Aviso {
  tipo: TipoNotificacao;
  params: ParamsDaNotificacao;
  link: string;
}

/**
 * Notifies each person of `para` of what the use case did, in its transaction: the rows are
 * written with the change or not at all, and the bell hears of them once it commits. Nobody is
 * notified of their own act, nor twice of one; what nobody did (`por: null`, the webhook worker)
 * leaves nobody out. Whoever wants the kind by e-mail too has the mail marked due in the same
 * transaction, and sent after it by server/notificacoes/emails.ts.
 */
export async function notificar(trx: Trx, empresaId: string, autoria: Pick<Autoria, 'agora'> & { por: string | null }, para: readonly (string | null | undefined)[], aviso: Aviso): Promise<void> {
  const pessoas = [...new Set(para)].filter((usuarioId): usuarioId is string => !!usuarioId && usuarioId !== autoria.por);
  const porEmail = await preferenciasNotificacao.querEmail(trx, empresaId, pessoas, aviso.tipo);
  const novas: NotificacaoNova[] = pessoas.map((usuarioId) => ({ usuarioId, ...aviso, porEmail: porEmail.has(usuarioId) }));
  await notificacoes.inserir(trx, empresaId, novas, autoria.agora);
  for (const usuarioId of pessoas) avisarDepoisDoCommit(trx, { tipo: 'notificacao', usuario_id: usuarioId });
}

/** The name of who acts, for a notification that says who did it. */
export async function nomeDoAutor(trx: Trx, autoria: Autoria): Promise<string> {
  const linha = await trx.selectFrom('usuario_da_empresa').select('nome').where('id', '=', autoria.por).executeTakeFirst();
  return linha?.nome ?? '';
}
