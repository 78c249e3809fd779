import type { ParamsDaNotificacao, TipoNotificacao } from '#contract/notificacaoTextos';
import { palavrasDaNotificacao } from '../notificacoes/palavras';
import type { Mail } from './mailer';

export interface NotificacaoMail {
  to: string;
  empresaNome: string;
  tipo: TipoNotificacao;
  params: ParamsDaNotificacao;
  /** The record's address in the app, as the notification keeps it (`/acoes/…`). */
  link: string;
  appUrl: string;
}

/** A notification by e-mail: the bell's words, a link straight to the record, and where to stop them. */
export function notificacaoMail(notificacao: NotificacaoMail): Mail {
  const { titulo, texto } = palavrasDaNotificacao(notificacao.tipo, notificacao.params);
  const link = `${notificacao.appUrl}${notificacao.link}`;
  return {
    to: notificacao.to,
    subject: `Prumo: ${titulo}`,
    text:
      `${titulo}\n${texto}\n\n` +
      `Abra no Prumo (${notificacao.empresaNome}):\n${link}\n\n` +
      `Você recebe este e-mail porque pediu avisos deste tipo por e-mail. ` +
      `Para mudar, abra Meu perfil, em Notificações por e-mail:\n${notificacao.appUrl}/meu-perfil`,
    link,
  };
}
