import { Type, type Static } from '@sinclair/typebox';
import { IMAGEM_TIPOS } from './imagem';

/**
 * The largest photo or signature accepted. The screen resizes photos to a long side of
 * 2048 px before sending (well under 2 MB); the limit leaves room for an app that cannot.
 */
export const ARQUIVO_MAX_BYTES = 20 * 1024 * 1024;

/** A photo or a signature sent for an activity's answers; an answer refers to it by `id`. */
export const ArquivoSchema = Type.Object({
  id: Type.String(),
  tipo: Type.Union(IMAGEM_TIPOS.map((tipo) => Type.Literal(tipo))),
  tamanho: Type.Integer(),
  criado_em: Type.String({ format: 'date-time' }),
});
export type Arquivo = Static<typeof ArquivoSchema>;

export const ArquivoParamsSchema = Type.Object({ id: Type.String({ maxLength: 64 }), arquivo_id: Type.String({ maxLength: 64 }) });
export type ArquivoParams = Static<typeof ArquivoParamsSchema>;
