import { Type, type Static } from '@sinclair/typebox';
import { LIMITE_MAX } from './lista';

/** The longest comment, in characters, once trimmed. */
export const COMENTARIO_MAX = 4000;
export const COMENTARIOS_POR_PAGINA = 20;

/**
 * A mention inside a comment's text: `@[Nome](id do usuário)`. The name is the one shown when the
 * comment was written (read well even as plain text); the screen shows the member's current name.
 */
const MENCAO = /@\[([^\]\n]{1,120})\]\(([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\)/gi;

export function mencao(nome: string, usuarioId: string): string {
  return `@[${nome.replace(/[\]\n]/g, ' ').slice(0, 120)}](${usuarioId})`;
}

/** The text in pieces: plain text and mentions, in order. */
export type TrechoDoComentario = { texto: string } | { mencao: { id: string; nome: string } };

export function trechosDoComentario(texto: string): TrechoDoComentario[] {
  const trechos: TrechoDoComentario[] = [];
  let desde = 0;
  for (const achado of texto.matchAll(MENCAO)) {
    if (achado.index > desde) trechos.push({ texto: texto.slice(desde, achado.index) });
    trechos.push({ mencao: { nome: achado[1]!, id: achado[2]!.toLowerCase() } });
    desde = achado.index + achado[0].length;
  }
  if (desde < texto.length) trechos.push({ texto: texto.slice(desde) });
  return trechos;
}

/** The ids of the people a text mentions, each once, in the order they first appear. */
export function mencoesDoTexto(texto: string): string[] {
  return [...new Set(trechosDoComentario(texto).flatMap((trecho) => ('mencao' in trecho ? [trecho.mencao.id] : [])))];
}

/** The text without its mentions' ids, as a person reads it (the histórico, a plain preview). */
export function textoLegivel(texto: string): string {
  return trechosDoComentario(texto)
    .map((trecho) => ('mencao' in trecho ? `@${trecho.mencao.nome}` : trecho.texto))
    .join('');
}

const Pessoa = Type.Object({ id: Type.String(), nome: Type.String() });

/**
 * A comment on an activity: its text with mentions, who wrote it (null once they left the
 * company) and the people it mentions with their current names.
 */
export const ComentarioSchema = Type.Object({
  id: Type.String(),
  texto: Type.String(),
  autor: Type.Union([Pessoa, Type.Null()]),
  mencoes: Type.Array(Pessoa),
  criado_em: Type.String({ format: 'date-time' }),
  editado_em: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type Comentario = Static<typeof ComentarioSchema>;

/** POST and PATCH /api/atividades/:id/comentarios[/:comentario_id]; the length is checked once trimmed. */
export const ComentarioBodySchema = Type.Object({ texto: Type.String({ maxLength: COMENTARIO_MAX * 2 }) }, { additionalProperties: false });
export type ComentarioBody = Static<typeof ComentarioBodySchema>;

export const ComentarioParamsSchema = Type.Object({ id: Type.String({ maxLength: 64 }), comentario_id: Type.String({ maxLength: 40 }) });

/** GET /api/atividades/:id/comentarios: the latest first, by cursor. */
export const ComentarioQuerySchema = Type.Object(
  {
    cursor: Type.Optional(Type.String({ maxLength: 40 })),
    limite: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITE_MAX, default: COMENTARIOS_POR_PAGINA })),
  },
  { additionalProperties: false },
);
export type ComentarioQuery = Static<typeof ComentarioQuerySchema>;

export const ComentarioListaSchema = Type.Object({ items: Type.Array(ComentarioSchema), next_cursor: Type.Union([Type.String(), Type.Null()]) });
export type ComentarioLista = Static<typeof ComentarioListaSchema>;
