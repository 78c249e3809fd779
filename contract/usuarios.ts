import { Type, type Static } from '@sinclair/typebox';
import { EMAIL_MAX } from './limits';
import { Lista, ListaQueryBase, Ordem } from './lista';
import { PapelSchema } from './papel';

/** A member of the current company, as /api/usuarios lists it; `id` is the person's account. */
export const MembroSchema = Type.Object({
  id: Type.String(),
  nome: Type.String(),
  email: Type.String(),
  papel: PapelSchema,
  /** When the person joined the company. */
  desde: Type.String({ format: 'date-time' }),
  versao: Type.Integer(),
});
export type Membro = Static<typeof MembroSchema>;
export const MembroListaSchema = Lista(MembroSchema);

export const MEMBRO_ORDENS = ['nome', 'email', 'papel', 'desde'] as const;
export type MembroOrdem = (typeof MEMBRO_ORDENS)[number];

/** GET /api/usuarios: `q` searches nome and e-mail ignoring accents and case; default order `nome`. */
export const MembroListaQuerySchema = Type.Object(
  {
    q: ListaQueryBase.q,
    papel: Type.Optional(PapelSchema),
    ordem: Type.Optional(Ordem(MEMBRO_ORDENS)),
    pagina: ListaQueryBase.pagina,
    limite: ListaQueryBase.limite,
  },
  { additionalProperties: false },
);
export type MembroListaQuery = Static<typeof MembroListaQuerySchema>;

/** PATCH /api/usuarios/:id: a new papel, over the `versao` the screen read. */
export const MembroUpdateBodySchema = Type.Object(
  { papel: PapelSchema, versao: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type MembroUpdateBody = Static<typeof MembroUpdateBodySchema>;

/** Days an invitation stays valid after it is sent (or sent again). */
export const CONVITE_VALIDADE_DIAS = 7;

/** An invitation not yet answered: `expirado` ones can still be sent again or revoked. */
export const ConviteStatusSchema = Type.Union([Type.Literal('pendente'), Type.Literal('expirado')]);
export type ConviteStatus = Static<typeof ConviteStatusSchema>;

/** An open invitation of the current company, as the admin sees it. */
export const ConviteSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  papel: PapelSchema,
  status: ConviteStatusSchema,
  /** Null when whoever sent it is no longer a member. */
  convidado_por: Type.Union([Type.String(), Type.Null()]),
  enviado_em: Type.String({ format: 'date-time' }),
  expira_em: Type.String({ format: 'date-time' }),
  versao: Type.Integer(),
});
export type Convite = Static<typeof ConviteSchema>;
export const ConviteListaSchema = Lista(ConviteSchema);

/** POST /api/usuarios/convites. */
export const ConviteCreateBodySchema = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: EMAIL_MAX }), papel: PapelSchema },
  { additionalProperties: false },
);
export type ConviteCreateBody = Static<typeof ConviteCreateBodySchema>;

/** An invitation addressed to the signed-in person (GET /api/convites). */
export const ConviteRecebidoSchema = Type.Object({
  id: Type.String(),
  empresa_nome: Type.String(),
  papel: PapelSchema,
  convidado_por: Type.Union([Type.String(), Type.Null()]),
  expira_em: Type.String({ format: 'date-time' }),
});
export type ConviteRecebido = Static<typeof ConviteRecebidoSchema>;
export const ConviteRecebidoListaSchema = Lista(ConviteRecebidoSchema);

/** GET /api/auth/convite/:token: what the sign-up page needs to show for an invitation link. */
export const ConvitePublicoSchema = Type.Object({
  email: Type.String(),
  empresa_nome: Type.String(),
  papel: PapelSchema,
  /** The e-mail already has an account: the person signs in and accepts instead of signing up. */
  conta_existente: Type.Boolean(),
});
export type ConvitePublico = Static<typeof ConvitePublicoSchema>;

export const ConviteTokenParamsSchema = Type.Object({ token: Type.String({ minLength: 1, maxLength: 128 }) });
