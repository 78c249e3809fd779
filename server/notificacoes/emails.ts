import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Idioma } from '#contract/limits';
import type { ParamsDaNotificacao, TipoNotificacao } from '#contract/notificacaoTextos';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { comoDono } from '../db/tenant';
import type { Mailer } from '../mail/mailer';
import { notificacaoMail } from '../mail/notificacao';

/** Mails taken per round: a long backlog goes in several rounds, none holding many rows. */
const POR_RODADA = 20;
/** A mail taken and not marked sent (the process died while sending) is due again after this. */
const PRAZO_DO_ENVIO_MS = 10 * 60_000;
/** Tries before giving up, the first at once, then after 1, 2, 4 and 8 minutes. */
export const TENTATIVAS_DE_EMAIL = 5;
const ESPERA_BASE_MS = 60_000;

interface Pendente {
  empresa_id: string;
  id: number;
  tipo: TipoNotificacao;
  params: ParamsDaNotificacao;
  link: string;
  email_tentativas: number;
  email: string;
  idioma: Idioma;
  verificado: boolean;
  empresa_nome: string;
}

export interface EnvioDeEmails {
  db: Kysely<Database>;
  mailer: Mailer;
  clock: Clock;
  appUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Sends the notifications' e-mails that are due, outside any request's transaction. Each is
 * taken first (its due moment moved past a sending's time, under `skip locked`, so two rounds or
 * two processes never take the same one), then sent, then marked sent: a process that dies
 * between sending and marking sends it again, never loses it. A failure is tried again later; an
 * address not confirmed (docs/contas.md) gets nothing. Each mail is in its person's language. Answers how many were sent.
 */
export function enviarEmailsPendentes({ db, mailer, clock, appUrl, log }: EnvioDeEmails): Promise<number> {
  return comoDono('emails-de-notificacao', async () => {
    const agora = clock();
    const { rows } = await sql<Pendente>`
      with tomadas as (
        update notificacao set enviar_email_em = ${new Date(agora.getTime() + PRAZO_DO_ENVIO_MS)}, email_tentativas = email_tentativas + 1
         where (empresa_id, id) in (
           select empresa_id, id from notificacao
            where enviar_email_em <= ${agora} and email_enviado_em is null
            order by enviar_email_em
            limit ${POR_RODADA}
            for update skip locked)
        returning empresa_id, id, usuario_id, tipo, params, link, email_tentativas)
      select tomadas.empresa_id, tomadas.id, tomadas.tipo, tomadas.params, tomadas.link, tomadas.email_tentativas,
             usuario.email, usuario.idioma, usuario.email_verificado_em is not null as verificado, empresa.nome as empresa_nome
        from tomadas
        join usuario on usuario.id = tomadas.usuario_id
        join empresa on empresa.id = tomadas.empresa_id`.execute(db);

    let enviados = 0;
    for (const pendente of rows) {
      const onde = db.updateTable('notificacao').where('empresa_id', '=', pendente.empresa_id).where('id', '=', Number(pendente.id));
      if (!pendente.verificado) {
        await onde.set({ enviar_email_em: null }).execute();
        continue;
      }
      try {
        await mailer.send(notificacaoMail({ to: pendente.email, idioma: pendente.idioma, empresaNome: pendente.empresa_nome, appUrl, notificacao: pendente }));
      } catch (err) {
        const desiste = pendente.email_tentativas >= TENTATIVAS_DE_EMAIL;
        log.warn({ err, notificacao: String(pendente.id), tentativa: pendente.email_tentativas }, desiste ? 'e-mail de notificação abandonado' : 'e-mail de notificação falhou; será tentado de novo');
        const depois = desiste ? null : new Date(clock().getTime() + ESPERA_BASE_MS * 2 ** (pendente.email_tentativas - 1));
        await onde.set({ enviar_email_em: depois }).execute();
        continue;
      }
      await onde.set({ email_enviado_em: clock() }).execute();
      enviados++;
    }
    return enviados;
  });
}
