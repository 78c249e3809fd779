import { Type, type Static } from '@sinclair/typebox';
import { LIMITE_MAX } from './lista';
import { TIPOS_NOTIFICACAO } from './notificacaoTextos';

export const NotificacaoParamsSchema = Type.Object({
  codigo: Type.String(),
  titulo: Type.String(),
  quantas: Type.Optional(Type.Integer({ minimum: 1 })),
  autor: Type.Optional(Type.String()),
});

/**
 * One notification of the signed-in person: `tipo` and `params` for a screen that says it in its
 * own language, `titulo` and `texto` already said in Portuguese, `link` the record's address in the app.
 */
export const NotificacaoSchema = Type.Object({
  id: Type.String(),
  tipo: Type.Union(TIPOS_NOTIFICACAO.map((tipo) => Type.Literal(tipo))),
  params: NotificacaoParamsSchema,
  titulo: Type.String(),
  texto: Type.String(),
  link: Type.String(),
  lida: Type.Boolean(),
  criado_em: Type.String({ format: 'date-time' }),
});
export type Notificacao = Static<typeof NotificacaoSchema>;

/** GET /api/notificacoes: the newest first, by keyset cursor; `nao_lidas` counts all of them, not the page's. */
export const NotificacaoListaQuerySchema = Type.Object(
  {
    cursor: Type.Optional(Type.String({ maxLength: 20 })),
    limite: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITE_MAX })),
  },
  { additionalProperties: false },
);
export type NotificacaoListaQuery = Static<typeof NotificacaoListaQuerySchema>;

export const NotificacaoListaSchema = Type.Object({
  items: Type.Array(NotificacaoSchema),
  nao_lidas: Type.Integer({ minimum: 0 }),
  next_cursor: Type.Union([Type.String(), Type.Null()]),
});
export type NotificacaoLista = Static<typeof NotificacaoListaSchema>;

/** The answer of marking one or all as read: how many remain unread. */
export const NotificacoesLidasSchema = Type.Object({ nao_lidas: Type.Integer({ minimum: 0 }) });
export type NotificacoesLidas = Static<typeof NotificacoesLidasSchema>;
