import type { Mail } from './mailer';

/** How long a link that proves an address stays valid. */
export const VERIFICACAO_EMAIL_HORAS = 24;

/** The link that proves an address: a new account's, or the one a person changes to. */
export function verificacaoEmailMail(options: { to: string; token: string; appUrl: string; troca: boolean }): Mail {
  const link = `${options.appUrl}/auth/confirmar-email?token=${encodeURIComponent(options.token)}`;
  const pedido = options.troca
    ? `Você pediu para usar este endereço (${options.to}) na sua conta do Prumo. O endereço só muda depois que você abrir o link abaixo:`
    : `Para confirmar que este endereço (${options.to}) é seu e receber os convites das empresas, abra o link abaixo:`;
  return {
    to: options.to,
    subject: options.troca ? 'Prumo: confirme o seu novo e-mail' : 'Prumo: confirme o seu e-mail',
    text:
      `${pedido}\n${link}\n\n` +
      `O link vale por ${VERIFICACAO_EMAIL_HORAS} horas, uma única vez. Se você não fez este pedido, ignore este e-mail.`,
    link,
  };
}

/** Told to the address a person is leaving, so a change they did not make does not go unseen. */
export function trocaDeEmailAvisoMail(options: { to: string; novo: string }): Mail {
  return {
    to: options.to,
    subject: 'Prumo: pedido de troca de e-mail',
    text:
      `Foi pedida a troca do e-mail da sua conta do Prumo para ${options.novo}. ` +
      `Nada muda até que o link enviado a esse endereço seja aberto.\n\n` +
      `Se não foi você, troque a sua senha agora: a troca de senha encerra as outras sessões e cancela este pedido.`,
  };
}
