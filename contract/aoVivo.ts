import { Type, type Static } from '@sinclair/typebox';

/** The parts of an activity that change apart from its record (and its versao). */
export const RECURSOS_AO_VIVO = ['comentarios', 'anexos'] as const;
export type RecursoAoVivo = (typeof RECURSOS_AO_VIVO)[number];

/**
 * One change, as GET /api/atividades/eventos streams it (`event: atividade`, the JSON in `data`):
 * which activity changed and, when the write answered it, its new `versao`. A screen reads the
 * record again; the event carries no more than the id, so it never shows what a reader may not see.
 */
export const EventoAoVivoSchema = Type.Object({
  tipo: Type.Literal('atividade'),
  id: Type.String(),
  versao: Type.Optional(Type.Integer()),
  /** What of the activity changed when it is not the record itself: its comments or its attachments. */
  recurso: Type.Optional(Type.Union(RECURSOS_AO_VIVO.map((recurso) => Type.Literal(recurso)))),
});
export type EventoAoVivo = Static<typeof EventoAoVivoSchema>;

/**
 * A person got a notification (`event: notificacao`): the same stream tells it to that person
 * only, and the bell reads its count again.
 */
export const EventoNotificacaoSchema = Type.Object({
  tipo: Type.Literal('notificacao'),
  usuario_id: Type.String(),
});
export type EventoNotificacao = Static<typeof EventoNotificacaoSchema>;

/** Everything a company's stream carries. */
export type EventoDaEmpresa = EventoAoVivo | EventoNotificacao;
