import { Type, type Static } from '@sinclair/typebox';
import { EMAIL_MAX, IDIOMAS, PASSWORD_MAX, PASSWORD_MIN } from './limits';
import { PapelSchema } from './papel';

export { EMAIL_MAX, EMPRESA_HEADER, IDIOMAS, PASSWORD_MAX, PASSWORD_MIN } from './limits';
export const IdiomaSchema = Type.Union(IDIOMAS.map((idioma) => Type.Literal(idioma)));
export type Idioma = Static<typeof IdiomaSchema>;

export const EmpresaDoUsuarioSchema = Type.Object({
  id: Type.String(),
  nome: Type.String(),
  cnpj: Type.Union([Type.String(), Type.Null()]),
  papel: PapelSchema,
});
export type EmpresaDoUsuario = Static<typeof EmpresaDoUsuarioSchema>;

/** The user in every answer (`empresa` is the list; `empresa[0]` is the current one). */
export const UserSchema = Type.Object(
  {
    id: Type.String(),
    nome: Type.String(),
    email: Type.String(),
    telefone: Type.Union([Type.String(), Type.Null()]),
    idioma: IdiomaSchema,
    two_factor: Type.Boolean(),
    /** The person opened a link mailed to `email`: until then invitations to it neither show nor open. */
    email_verificado: Type.Boolean(),
    /** A new address waiting for its link to be opened; `email` stays until then. */
    email_pendente: Type.Union([Type.String(), Type.Null()]),
    empresa: Type.Array(EmpresaDoUsuarioSchema),
  },
  { $id: 'User' },
);
export type User = Static<typeof UserSchema>;

export const LoginBodySchema = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: EMAIL_MAX }),
    password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBodySchema>;

export const SessionResponseSchema = Type.Object({ token: Type.String(), user: UserSchema });
export type SessionResponse = Static<typeof SessionResponseSchema>;

/** Sign-in of an account with two-step verification on: a challenge to answer at /api/auth/two-steps. */
export const TwoFactorChallengeSchema = Type.Object({
  two_factor: Type.Literal(true),
  challenge: Type.String(),
});
export type TwoFactorChallenge = Static<typeof TwoFactorChallengeSchema>;

export const LoginResponseSchema = Type.Union([SessionResponseSchema, TwoFactorChallengeSchema]);
export type LoginResponse = Static<typeof LoginResponseSchema>;

export const CheckResponseSchema = Type.Object({ user: UserSchema });

/**
 * POST /api/auth/register. Without `convite`, the person creates a first company (`empresa_nome`
 * required). With `convite` (the token of an invitation link), the person joins the inviting
 * company instead and creates none: `empresa_nome` and `cnpj` are then refused, and `email` must
 * be the invitation's.
 */
export const RegisterBodySchema = Type.Object(
  {
    nome: Type.String({ minLength: 1, maxLength: 120 }),
    email: Type.String({ minLength: 3, maxLength: EMAIL_MAX }),
    password: Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }),
    empresa_nome: Type.Optional(Type.String({ maxLength: 160 })),
    cnpj: Type.Optional(Type.String({ maxLength: 18 })),
    convite: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
  },
  {
    additionalProperties: false,
    // Checked with the rest of the shape, so a form hears of every missing field at once.
    if: { not: { required: ['convite'] } },
    then: { required: ['empresa_nome'] },
  },
);
export type RegisterBody = Static<typeof RegisterBodySchema>;

export const TwoStepsBodySchema = Type.Object(
  { challenge: Type.String({ minLength: 1 }), code: Type.String({ minLength: 6, maxLength: 32 }) },
  { additionalProperties: false },
);
export type TwoStepsBody = Static<typeof TwoStepsBodySchema>;

export const ForgotPasswordBodySchema = Type.Object(
  { email: Type.String({ minLength: 3, maxLength: EMAIL_MAX }) },
  { additionalProperties: false },
);
/** POST /api/auth/confirmar-email: the token of the link mailed to an address. */
export const ConfirmEmailBodySchema = Type.Object({ token: Type.String({ minLength: 1, maxLength: 128 }) }, { additionalProperties: false });

export const ResetPasswordBodySchema = Type.Object(
  { token: Type.String({ minLength: 1 }), password: Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }) },
  { additionalProperties: false },
);

/** PUT /api/user/atualizar: the fields a person edits on Meu perfil. */
export const UserUpdateBodySchema = Type.Object(
  {
    nome: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
    email: Type.Optional(Type.String({ minLength: 3, maxLength: EMAIL_MAX })),
    telefone: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
    idioma: Type.Optional(IdiomaSchema),
    /** Required when `email` changes: a stolen session alone cannot move the account to another mailbox. */
    password_atual: Type.Optional(Type.String({ maxLength: PASSWORD_MAX })),
  },
  { additionalProperties: false },
);
export type UserUpdateBody = Static<typeof UserUpdateBodySchema>;

export const PasswordChangeBodySchema = Type.Object(
  {
    password_atual: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }),
    password: Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }),
  },
  { additionalProperties: false },
);

export const TwoFactorEnrolmentSchema = Type.Object({
  secret: Type.String(),
  otpauth_uri: Type.String(),
  qr_code: Type.String({ description: 'data: URL of a PNG' }),
});
export type TwoFactorEnrolment = Static<typeof TwoFactorEnrolmentSchema>;

export const TwoFactorConfirmBodySchema = Type.Object(
  { code: Type.String({ minLength: 6, maxLength: 6 }) },
  { additionalProperties: false },
);
export const TwoFactorRecoveryCodesSchema = Type.Object({ recovery_codes: Type.Array(Type.String()) });
export const TwoFactorDisableBodySchema = Type.Object(
  { password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }) },
  { additionalProperties: false },
);
