import { Type, type Static } from '@sinclair/typebox';
import type { Papel } from './papel';

/** The largest attachment accepted. */
export const ANEXO_MAX_BYTES = 20 * 1024 * 1024;
/** The longest file name kept for display, in characters. */
export const ANEXO_NOME_MAX = 120;

/**
 * What an activity takes as an attachment, as the bytes themselves declare it (never the name or
 * the declared type): documents, photos, Word and Excel files.
 */
export const ANEXO_TIPOS = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;
export type AnexoTipo = (typeof ANEXO_TIPOS)[number];

export const ANEXO_EXTENSOES: Record<AnexoTipo, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};

/** What the file input offers; the server judges the bytes anyway. */
export const ANEXO_ACCEPT = ['.pdf', '.png', '.jpg', '.jpeg', '.webp', '.docx', '.xlsx', ...ANEXO_TIPOS].join(',');

/**
 * Who attaches files to an activity: admin and gestor, and its responsável; a leitor never, nor a
 * técnico on someone else's activity. Whoever sent a file, admin and gestor remove it.
 */
export function podeAnexar(papel: Papel | null | undefined, usuarioId: string, responsavelId: string | null): boolean {
  if (papel === 'admin' || papel === 'gestor') return true;
  return papel === 'tecnico' && responsavelId !== null && responsavelId === usuarioId;
}

export function podeRemoverAnexo(papel: Papel | null | undefined, usuarioId: string, enviadoPor: string | null): boolean {
  if (papel === 'admin' || papel === 'gestor') return true;
  return papel !== 'leitor' && papel != null && enviadoPor !== null && enviadoPor === usuarioId;
}

/**
 * A file's name as a person sent it, fit to show and to offer on download: the last part of a
 * path, no control or reserved characters, at most ANEXO_NOME_MAX characters, ending in the
 * extension of the type its bytes declare. Never used to name anything on disk.
 */
export function nomeDoAnexo(original: string, tipo: AnexoTipo): string {
  const extensao = ANEXO_EXTENSOES[tipo];
  const base = (original.split(/[/\\]/).pop() ?? '')
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f<>:"|?*\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const ponto = base.lastIndexOf('.');
  const propria = ponto > 0 ? base.slice(ponto + 1) : '';
  const aceitas = extensao === 'jpg' ? ['jpg', 'jpeg'] : [extensao];
  // The sent extension stays when it names the type the bytes declare; otherwise the right one is added.
  const final = aceitas.includes(propria.toLowerCase()) ? propria : extensao;
  const semExtensao = final === propria ? base.slice(0, ponto) : base;
  const nome = [...semExtensao].slice(0, ANEXO_NOME_MAX - final.length - 1).join('').trim();
  return `${nome || 'anexo'}.${final}`;
}

const Pessoa = Type.Object({ id: Type.String(), nome: Type.String() });

/** An activity's attachment: its name for display, type, size, who sent it and when. */
export const AnexoSchema = Type.Object({
  id: Type.String(),
  nome: Type.String(),
  tipo: Type.Union(ANEXO_TIPOS.map((tipo) => Type.Literal(tipo))),
  tamanho: Type.Integer(),
  enviado_por: Type.Union([Pessoa, Type.Null()]),
  criado_em: Type.String({ format: 'date-time' }),
});
export type Anexo = Static<typeof AnexoSchema>;

export const AnexoParamsSchema = Type.Object({ id: Type.String({ maxLength: 64 }), anexo_id: Type.String({ maxLength: 40 }) });

/** GET /api/atividades/:id/anexos: the latest first, by cursor. */
export const AnexoQuerySchema = Type.Object(
  {
    cursor: Type.Optional(Type.String({ maxLength: 40 })),
    limite: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
  },
  { additionalProperties: false },
);
export type AnexoQuery = Static<typeof AnexoQuerySchema>;

export const AnexoListaSchema = Type.Object({ items: Type.Array(AnexoSchema), next_cursor: Type.Union([Type.String(), Type.Null()]) });
export type AnexoLista = Static<typeof AnexoListaSchema>;
