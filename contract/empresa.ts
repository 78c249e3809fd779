import { Type, type Static } from '@sinclair/typebox';
import { EmpresaDoUsuarioSchema } from './auth';

/** POST /api/empresas: a new company, its creator as admin. */
export const EmpresaCreateBodySchema = Type.Object(
  {
    nome: Type.String({ minLength: 1, maxLength: 160 }),
    cnpj: Type.Optional(Type.String({ maxLength: 18 })),
  },
  { additionalProperties: false },
);
export type EmpresaCreateBody = Static<typeof EmpresaCreateBodySchema>;

/** GET /api/empresas: the companies of the signed-in person, the current one first. */
export const EmpresaListSchema = Type.Array(EmpresaDoUsuarioSchema);
