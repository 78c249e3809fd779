import { Type, type Static } from '@sinclair/typebox';

/** A member's role in a company, from most to least powerful. */
export const PAPEIS = ['admin', 'gestor', 'tecnico', 'leitor'] as const;

export const PapelSchema = Type.Union(
  PAPEIS.map((papel) => Type.Literal(papel)),
  { $id: 'Papel' },
);
export type Papel = Static<typeof PapelSchema>;
