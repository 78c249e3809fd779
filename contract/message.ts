import { Type, type Static } from '@sinclair/typebox';

/** An answer that only tells the person what happened (e.g. after a password change). */
export const MessageResponseSchema = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponseSchema>;

/** GET /api/health. */
export const HealthResponseSchema = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
});
export type HealthResponse = Static<typeof HealthResponseSchema>;
