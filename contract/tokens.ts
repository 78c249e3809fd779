import { Type, type Static } from '@sinclair/typebox';
import { TextoOuNulo } from './anulavel';
import { PapelSchema } from './papel';

/** Every API token starts with it, so a leaked one is recognised (by people and by secret scanners). */
export const PREFIXO_TOKEN_API = 'prumo_';

export const TOKEN_API_NOME_MAX = 80;

const DataHora = Type.String({ format: 'date-time' });

/** A company's API token as the admins see it: never the token itself, which is shown once. */
export const TokenApiSchema = Type.Object(
  {
    id: Type.String(),
    nome: Type.String(),
    papel: PapelSchema,
    criado_em: DataHora,
    /** Who created it; null once they left the company. */
    criado_por: TextoOuNulo(),
    /** Null: it does not expire (it still ends when revoked). */
    expira_em: TextoOuNulo({ format: 'date-time' }),
    /** The last request it made, to the minute; null while unused. */
    ultimo_uso_em: TextoOuNulo({ format: 'date-time' }),
  },
  { $id: 'TokenApi' },
);
export type TokenApi = Static<typeof TokenApiSchema>;

/** GET /api/tokens: the company's tokens not revoked, the newest first. */
export const TokenApiListaSchema = Type.Object({ items: Type.Array(TokenApiSchema) });
export type TokenApiLista = Static<typeof TokenApiListaSchema>;

/** POST /api/tokens: a name for people to know it by, the papel whose permissions it has, and an optional end. */
export const TokenApiCreateBodySchema = Type.Object(
  {
    nome: Type.String({ minLength: 1, maxLength: TOKEN_API_NOME_MAX }),
    papel: PapelSchema,
    expira_em: Type.Optional(TextoOuNulo({ format: 'date-time' })),
  },
  { additionalProperties: false },
);
export type TokenApiCreateBody = Static<typeof TokenApiCreateBodySchema>;

/** The answer to POST /api/tokens: the only time `token` is ever sent. */
export const TokenApiCriadoSchema = Type.Object({
  id: Type.String(),
  nome: Type.String(),
  papel: PapelSchema,
  token: Type.String(),
  criado_em: DataHora,
  expira_em: TextoOuNulo({ format: 'date-time' }),
});
export type TokenApiCriado = Static<typeof TokenApiCriadoSchema>;
