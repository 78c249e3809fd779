import { Type, type Static, type TBoolean, type TOptional } from '@sinclair/typebox';
import { TIPOS_NOTIFICACAO, type TipoNotificacao } from './notificacaoTextos';

/**
 * Which kinds also go by e-mail until a person says otherwise: what is addressed to them alone
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
};

const cadaTipo = <T>(valor: () => T) => Object.fromEntries(TIPOS_NOTIFICACAO.map((tipo) => [tipo, valor()])) as Record<TipoNotificacao, T>;

/** GET /api/notificacoes/preferencias: for each kind, whether it also goes by e-mail. */
export const PreferenciasNotificacaoSchema = Type.Object({
  email: Type.Object(cadaTipo<TBoolean>(() => Type.Boolean())),
});
export type PreferenciasNotificacao = Static<typeof PreferenciasNotificacaoSchema>;

/** PUT /api/notificacoes/preferencias: the kinds named change, the others stay as they were. */
export const PreferenciasNotificacaoBodySchema = Type.Object(
  { email: Type.Object(cadaTipo<TOptional<TBoolean>>(() => Type.Optional(Type.Boolean())), { additionalProperties: false }) },
  { additionalProperties: false },
);
export type PreferenciasNotificacaoBody = Static<typeof PreferenciasNotificacaoBodySchema>;
