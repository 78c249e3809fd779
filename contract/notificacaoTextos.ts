/**
 * What each kind of notification says, in Portuguese with ICU placeholders: the only place these
 * texts are written. Their catalog takes them from here as `notificacao.<tipo>` and
 * `notificacao.texto` (contract/locales/, lingui.config.ts): the screen says them in the person's
 * language, the API in Portuguese and the mails in the person's language (server/notificacoes/palavras.ts).
 *
 * Plain values, free of TypeBox, so the screen can import them cheaply.
 */
export const TITULOS_DA_NOTIFICACAO = {
  atividade_atribuida: '{quantas, plural, one {Atividade atribuída a você} other {# atividades atribuídas a você}}',
  atividade_atrasada: 'Atividade atrasada: o prazo passou',
  mencao: '{autor} mencionou você num comentário',
  acao_atribuida: 'Ação corretiva atribuída a você',
  acao_atrasada: 'Ação corretiva atrasada: o prazo passou',
  acao_resolvida: '{autor} resolveu uma ação corretiva: verifique',
  webhook_desativado: 'Webhook desativado após um dia de falhas',
  atividade_concluida: '{autor} concluiu uma atividade',
} as const;

/** The line under every title: the record it is about. */
export const TEXTO_DA_NOTIFICACAO = '{codigo} · {titulo}';

export type TipoNotificacao = keyof typeof TITULOS_DA_NOTIFICACAO;
export const TIPOS_NOTIFICACAO = Object.keys(TITULOS_DA_NOTIFICACAO) as TipoNotificacao[];

/** What a notification's words are made of, as it was when it was created. */
export interface ParamsDaNotificacao {
  /** The record's code (`AT-000123`, `AC-000045`) and its title. */
  codigo: string;
  titulo: string;
  /** Activities of one series assigned at once. */
  quantas?: number;
  /** Who acted: who mentioned, who resolved, who concluded. */
  autor?: string;
}
