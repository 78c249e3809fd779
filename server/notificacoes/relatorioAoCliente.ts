import { sql } from 'kysely';
import type { Idioma } from '#contract/limits';
import { relatorioAoClienteMail } from '../mail/relatorioAoCliente';
import { newSecret } from '../security/secrets';
import type { EnvioDeEmails } from './emails';
import { POR_RODADA, PRAZO_DO_ENVIO_MS, proximaTentativa } from './tentativasDeEmail';

interface Pendente {
  empresa_id: string;
  id: string;
  atividade_id: string;
  para: string;
  criado_por: string | null;
  email_tentativas: number;
  codigo: string;
  titulo: string;
  concluida: boolean;
  site_nome: string;
  empresa_nome: string;
  idioma: Idioma;
}

/**
 * Sends the concluded activities' reports due to clients (marked by server/atividades/conclusaoAvisada.ts),
 * in the notifications' round and as its owner, taken, sent and marked as a notification's mail
 * is (./emails.ts). Each mail makes its own read-only report link (`/relatorio/<token>`), which
 * the activity's report lists beside those made by hand: the token exists only in the mail, and a
 * mail refused takes its link back. An activity reopened meanwhile is not mailed. Answers how
 * many were sent.
 */
export async function enviarRelatoriosAoCliente(envio: EnvioDeEmails, agora: Date): Promise<number> {
  const { db, mailer, clock, appUrl, log } = envio;
  const { rows } = await sql<Pendente>`
    with tomadas as (
      update relatorio_ao_cliente set enviar_email_em = ${new Date(agora.getTime() + PRAZO_DO_ENVIO_MS)}, email_tentativas = email_tentativas + 1
       where (empresa_id, id) in (
         select empresa_id, id from relatorio_ao_cliente
          where enviar_email_em <= ${agora} and email_enviado_em is null
          order by enviar_email_em
          limit ${POR_RODADA}
          for update skip locked)
      returning empresa_id, id, atividade_id, para, criado_por, email_tentativas)
    select tomadas.*, atividade.codigo, atividade.titulo, atividade.status = 'concluida' as concluida,
           site.nome as site_nome, empresa.nome as empresa_nome, empresa.idioma_padrao as idioma
      from tomadas
      join atividade on atividade.empresa_id = tomadas.empresa_id and atividade.id = tomadas.atividade_id
      join site on site.empresa_id = atividade.empresa_id and site.id = atividade.site_id
      join empresa on empresa.id = tomadas.empresa_id
     order by tomadas.id`.execute(db);

  let enviados = 0;
  for (const pendente of rows) {
    const onde = db.updateTable('relatorio_ao_cliente').where('empresa_id', '=', pendente.empresa_id).where('id', '=', Number(pendente.id));
    if (!pendente.concluida) {
      await onde.set({ enviar_email_em: null }).execute();
      continue;
    }
    const { secret, hash } = newSecret();
    const link = await db
      .insertInto('relatorio_link')
      .values({ empresa_id: pendente.empresa_id, atividade_id: pendente.atividade_id, hash, expira_em: null, criado_em: clock(), criado_por: pendente.criado_por })
      .returning('id')
      .executeTakeFirstOrThrow();
    const mail = relatorioAoClienteMail({
      to: pendente.para,
      idioma: pendente.idioma,
      empresaNome: pendente.empresa_nome,
      codigo: pendente.codigo,
      titulo: pendente.titulo,
      siteNome: pendente.site_nome,
      link: `${appUrl}/relatorio/${secret}`,
    });
    try {
      await mailer.send(mail);
    } catch (err) {
      const depois = proximaTentativa(pendente.email_tentativas, clock());
      log.warn({ err, relatorioAoCliente: pendente.id, tentativa: pendente.email_tentativas }, depois ? 'relatório ao cliente falhou; será tentado de novo' : 'relatório ao cliente abandonado');
      await db.deleteFrom('relatorio_link').where('empresa_id', '=', pendente.empresa_id).where('id', '=', link.id).execute();
      await onde.set({ enviar_email_em: depois }).execute();
      continue;
    }
    await onde.set({ email_enviado_em: clock() }).execute();
    enviados++;
  }
  return enviados;
}
