import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Idioma } from '#contract/limits';
import type { ParamsDaNotificacao, TipoNotificacao } from '#contract/notificacaoTextos';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { comoDono } from '../db/tenant';
import type { Mail, Mailer } from '../mail/mailer';
import { notificacaoMail, resumoDiarioMail } from '../mail/notificacao';
import { enviarRelatoriosAoCliente } from './relatorioAoCliente';
import { POR_RODADA, PRAZO_DO_ENVIO_MS, proximaTentativa } from './tentativasDeEmail';

/** People whose daily digest is taken per round, and the most notifications one digest lists (the rest go in the next). */
const RESUMOS_POR_RODADA = 5;
const NOTIFICACOES_POR_RESUMO = 200;

interface Pendente {
  empresa_id: string;
  id: number;
  usuario_id: string;
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
 * Sends the notifications' e-mails that are due, outside any request's transaction: the single
 * ones, and the daily digests whose hour came, each gathering a person's rows of one company in
 * one mail. Rows are taken first (their due moment moved past a sending's time, under `skip
 * locked`, so two rounds or two processes never take the same one), then sent, then marked sent:
 * a process that dies between sending and marking sends them again, never loses them. A failure
 * is tried again later; an address not confirmed (docs/contas.md) gets nothing. Each mail is in
 * its person's language. The concluded activities' reports due to clients go in the same round
 * (./relatorioAoCliente.ts). Answers how many mails were sent.
 */
export function enviarEmailsPendentes(envio: EnvioDeEmails): Promise<number> {
  return comoDono('emails-de-notificacao', async () => {
    const agora = envio.clock();
    const devidas = sql`enviar_email_em <= ${agora} and email_enviado_em is null`;
    const sozinhas = await tomar(envio, agora, sql`
      select empresa_id, id from notificacao
       where ${devidas} and not email_no_resumo
       order by enviar_email_em
       limit ${POR_RODADA}
       for update skip locked`);
    const doResumo = await tomar(envio, agora, sql`
      select n.empresa_id, n.id from notificacao n
        join (select distinct empresa_id, usuario_id from notificacao where ${devidas} and email_no_resumo limit ${RESUMOS_POR_RODADA}) pessoa
          on pessoa.empresa_id = n.empresa_id and pessoa.usuario_id = n.usuario_id
       where ${devidas} and n.email_no_resumo
       order by n.id
       limit ${RESUMOS_POR_RODADA * NOTIFICACOES_POR_RESUMO}
       for update of n skip locked`);

    const resumos = new Map<string, Pendente[]>();
    for (const pendente of doResumo) {
      const chave = `${pendente.empresa_id} ${pendente.usuario_id}`;
      resumos.set(chave, [...(resumos.get(chave) ?? []), pendente]);
    }
    const { appUrl } = envio;
    let enviados = 0;
    for (const pendente of sozinhas) {
      if (await enviar(envio, [pendente], notificacaoMail({ to: pendente.email, idioma: pendente.idioma, empresaNome: pendente.empresa_nome, appUrl, notificacao: pendente }))) enviados++;
    }
    for (const linhas of resumos.values()) {
      const [primeira] = linhas as [Pendente];
      if (await enviar(envio, linhas, resumoDiarioMail({ to: primeira.email, idioma: primeira.idioma, empresaNome: primeira.empresa_nome, appUrl, notificacoes: linhas }))) enviados++;
    }
    return enviados + (await enviarRelatoriosAoCliente(envio, agora));
  });
}

/** Takes the rows `quais` selects (`empresa_id, id`, locked), with their person's address and language. */
async function tomar({ db }: EnvioDeEmails, agora: Date, quais: RawBuilder<unknown>): Promise<Pendente[]> {
  const { rows } = await sql<Pendente>`
    with tomadas as (
      update notificacao set enviar_email_em = ${new Date(agora.getTime() + PRAZO_DO_ENVIO_MS)}, email_tentativas = email_tentativas + 1
       where (empresa_id, id) in (${quais})
      returning empresa_id, id, usuario_id, tipo, params, link, email_tentativas)
    select tomadas.empresa_id, tomadas.id, tomadas.usuario_id, tomadas.tipo, tomadas.params, tomadas.link, tomadas.email_tentativas,
           usuario.email, usuario.idioma, usuario.email_verificado_em is not null as verificado, empresa.nome as empresa_nome
      from tomadas
      join usuario on usuario.id = tomadas.usuario_id
      join empresa on empresa.id = tomadas.empresa_id
     order by tomadas.id`.execute(db);
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** Sends one mail for `linhas` (one person's, one company's) and marks them: sent, due again later, or dropped. */
async function enviar({ db, mailer, clock, log }: EnvioDeEmails, linhas: readonly Pendente[], mail: Mail): Promise<boolean> {
  const [{ empresa_id, verificado }] = linhas as [Pendente];
  const onde = db.updateTable('notificacao').where('empresa_id', '=', empresa_id).where('id', 'in', linhas.map((linha) => linha.id));
  if (!verificado) {
    await onde.set({ enviar_email_em: null }).execute();
    return false;
  }
  try {
    await mailer.send(mail);
  } catch (err) {
    const tentativa = Math.max(...linhas.map((linha) => linha.email_tentativas));
    const depois = proximaTentativa(tentativa, clock());
    log.warn({ err, notificacoes: linhas.map((linha) => String(linha.id)), tentativa }, depois ? 'e-mail de notificação falhou; será tentado de novo' : 'e-mail de notificação abandonado');
    await onde.set({ enviar_email_em: depois }).execute();
    return false;
  }
  await onde.set({ email_enviado_em: clock() }).execute();
  return true;
}
