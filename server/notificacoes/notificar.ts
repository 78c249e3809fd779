import type { ParamsDaNotificacao, TipoNotificacao } from '#contract/notificacaoTextos';
import { avisarAoVivo } from '../db/aoVivoDaTransacao';
import { configuracoes } from '../db/repositories/configuracoes';
import { notificacoes, type NotificacaoNova } from '../db/repositories/notificacoes';
import { preferenciasNotificacao } from '../db/repositories/preferenciasNotificacao';
import type { Autoria } from '../db/repositories/registros';
import type { Trx } from '../db/tenant';
import { horaDoProximoResumo } from './resumoDiario';

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
 * leaves nobody out. Each person is told as they chose for the kind: in the bell, by e-mail, both
 * or not at all. The mail is sent from the row, so one who wants it by e-mail only still gets a row,
 * kept out of the bell (`no_app: false`); it is marked due in the same transaction (at once, or at
 * the next daily digest for who chose it), and sent after it by server/notificacoes/emails.ts.
 */
export async function notificar(trx: Trx, empresaId: string, autoria: Pick<Autoria, 'agora'> & { por: string | null }, para: readonly (string | null | undefined)[], aviso: Aviso): Promise<void> {
  const pessoas = [...new Set(para)].filter((usuarioId): usuarioId is string => !!usuarioId && usuarioId !== autoria.por);
  const avisadas = (await preferenciasNotificacao.comoAvisar(trx, empresaId, pessoas, aviso.tipo)).filter((como) => como.noApp || como.porEmail);
  const resumo = avisadas.some((como) => como.porEmail === 'resumo') ? await horaDoResumo(trx, empresaId, autoria.agora) : null;
  const novas: NotificacaoNova[] = avisadas.map(({ usuarioId, noApp, porEmail }) => ({
    usuarioId,
    ...aviso,
    noApp,
    email: porEmail === 'resumo' ? { em: resumo!, noResumo: true } : porEmail ? { em: autoria.agora, noResumo: false } : null,
  }));
  await notificacoes.inserir(trx, empresaId, novas, autoria.agora);
  const noSino = novas.filter((nova) => nova.noApp);
  await avisarAoVivo(trx, empresaId, noSino.map((nova) => ({ tipo: 'notificacao', usuario_id: nova.usuarioId })));
}

async function horaDoResumo(trx: Trx, empresaId: string, agora: Date): Promise<Date> {
  return horaDoProximoResumo(agora, await configuracoes.fuso(trx, empresaId));
}

/** The name of who acts, for a notification that says who did it. */
export async function nomeDoAutor(trx: Trx, autoria: Autoria): Promise<string> {
  const linha = await trx.selectFrom('usuario_da_empresa').select('nome').where('id', '=', autoria.por).executeTakeFirst();
  return linha?.nome ?? '';
}
