import { Type, type Static } from '@sinclair/typebox';

/** Every error the API answers: a Portuguese message, and per-field messages when input was refused. */
export const ApiErrorSchema = Type.Object(
  {
    message: Type.String(),
    errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  },
  { $id: 'ApiError' },
);
export type ApiError = Static<typeof ApiErrorSchema>;
