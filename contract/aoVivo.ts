import { Type, type Static } from '@sinclair/typebox';

/**
 * One change, as GET /api/atividades/eventos streams it (`event: atividade`, the JSON in `data`):
 * which activity changed and, when the write answered it, its new `versao`. A screen reads the
 * record again; the event carries no more than the id, so it never shows what a reader may not see.
 */
export const EventoAoVivoSchema = Type.Object({
  tipo: Type.Literal('atividade'),
  id: Type.String(),
  versao: Type.Optional(Type.Integer()),
});
export type EventoAoVivo = Static<typeof EventoAoVivoSchema>;
