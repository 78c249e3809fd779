import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { verificacoesEmail } from '../db/repositories/verificacoesEmail';
import { comoDono } from '../db/tenant';
import { VERIFICACAO_EMAIL_HORAS, verificacaoEmailMail } from '../mail/verificacaoEmail';
import { newSecret } from '../security/secrets';

/**
 * Mails a link that proves `to` is the person's (`troca`: the address they are changing to);
 * it ends the person's earlier links of this kind.
 */
export async function enviarVerificacaoEmail(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  pedido: { usuarioId: string; to: string; troca: boolean },
): Promise<void> {
  const { secret, hash } = newSecret();
  const agora = app.clock();
  const expira_em = new Date(agora.getTime() + VERIFICACAO_EMAIL_HORAS * 60 * 60 * 1000);
  // The person's own account, as when they read or change their profile.
  await comoDono('perfil', () => verificacoesEmail.issue(app.db, { hash, usuario_id: pedido.usuarioId, email: pedido.to, agora, expira_em }));
  // Not awaited: a slow mail server must not hold the answer; a failure is logged for the operator.
  app.mailer
    .send(verificacaoEmailMail({ to: pedido.to, token: secret, appUrl: app.config.appUrl, troca: pedido.troca }))
    .catch((error: unknown) => log.error({ err: error }, 'falha ao enviar o e-mail de confirmação de endereço'));
}
