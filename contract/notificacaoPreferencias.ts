import { Type, type Static, type TBoolean, type TOptional } from '@sinclair/typebox';
import { TIPOS_NOTIFICACAO, type TipoNotificacao } from './notificacaoTextos';

/**
 * Which kinds go by e-mail until a person says otherwise: what is addressed to them alone
 * (an assignment, a mention, a prazo that passed) and a receiver of the company's events turned off (an admin must act
 * before the next events are lost); a resolved action reaches every admin and gestor, so it stays in the app.
 */
export const EMAIL_POR_PADRAO: Record<TipoNotificacao, boolean> = {
  atividade_atribuida: true,
  mencao: true,
  acao_atribuida: true,
  acao_resolvida: false,
  webhook_desativado: true,
  atividade_atrasada: true,
  acao_atrasada: true,
  // Reaches the activity's creator and every follower of its site: news, not a call to act.
  atividade_concluida: false,
};

const cadaTipo = <T>(valor: () => T) => Object.fromEntries(TIPOS_NOTIFICACAO.map((tipo) => [tipo, valor()])) as Record<TipoNotificacao, T>;

/** Every kind shows in the bell until a person turns it off: the bell is where the app tells its news. */
export const NO_APP_POR_PADRAO: Record<TipoNotificacao, boolean> = cadaTipo(() => true);

/** The local hour (the company's time zone) at which a daily digest is mailed. */
export const HORA_DO_RESUMO_DIARIO = 7;

const cadaTipoSimOuNao = () => Type.Object(cadaTipo<TBoolean>(() => Type.Boolean()));
const algunsTiposSimOuNao = () => Type.Optional(Type.Object(cadaTipo<TOptional<TBoolean>>(() => Type.Optional(Type.Boolean())), { additionalProperties: false }));

/**
 * GET /api/notificacoes/preferencias: for each kind, whether it shows in the bell (`app`) and
 * whether it goes by e-mail (`email`), both, or neither; and whether those mails come together,
 * once a day at HORA_DO_RESUMO_DIARIO, instead of one by one.
 */
export const PreferenciasNotificacaoSchema = Type.Object({
  app: cadaTipoSimOuNao(),
  email: cadaTipoSimOuNao(),
  resumo_diario: Type.Boolean(),
});
export type PreferenciasNotificacao = Static<typeof PreferenciasNotificacaoSchema>;

/** PUT /api/notificacoes/preferencias: what is named changes (at least one thing), the rest stays as it was. */
export const PreferenciasNotificacaoBodySchema = Type.Object(
  {
    app: algunsTiposSimOuNao(),
    email: algunsTiposSimOuNao(),
    resumo_diario: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type PreferenciasNotificacaoBody = Static<typeof PreferenciasNotificacaoBodySchema>;
