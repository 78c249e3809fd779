import { Type, type Static } from '@sinclair/typebox';
import { InteiroOuNulo, TextoOuNulo } from './anulavel';
import { corDaPaleta, COR_PADRAO, CORES_TIPO_SERVICO } from './cores';
import { ListaQueryBase, Lista, Ordem } from './lista';
import { motivo, type MotivosPorCampo } from './mensagensDoCampo';

export const TIPO_SERVICO_MAX = { nome: 120, descricao: 2000 } as const;
/** Estimated duration in minutes: at most a week of work. */
export const DURACAO_MAX_MINUTOS = 7 * 24 * 60;

/** A tipo de serviço as the API answers it. */
export const TipoServicoSchema = Type.Object({
  id: Type.String(),
  nome: Type.String(),
  descricao: TextoOuNulo(),
  cor: Type.String(),
  duracao_minutos: InteiroOuNulo(),
  /** The default questionnaire: one of the company's, published and not archived when chosen; or null. */
  questionario_id: TextoOuNulo(),
  /** Each activity of this type, when concluded, mails its report's link to the site's contact (docs/notificacoes.md). */
  enviar_relatorio_ao_cliente: Type.Boolean(),
  ativo: Type.Boolean(),
  versao: Type.Integer(),
});
export type TipoServico = Static<typeof TipoServicoSchema>;

const tipoCampos = {
  nome: Type.String({ maxLength: TIPO_SERVICO_MAX.nome * 2 }),
  descricao: Type.Optional(TextoOuNulo({ maxLength: TIPO_SERVICO_MAX.descricao * 2 })),
  cor: Type.Optional(Type.String({ maxLength: 7 })),
  duracao_minutos: Type.Optional(InteiroOuNulo({ minimum: 1, maximum: DURACAO_MAX_MINUTOS })),
  questionario_id: Type.Optional(TextoOuNulo({ maxLength: 64 })),
  enviar_relatorio_ao_cliente: Type.Optional(Type.Boolean()),
  ativo: Type.Optional(Type.Boolean()),
};

/** POST /api/tipos-servicos. */
export const TipoServicoCreateBodySchema = Type.Object(tipoCampos, { additionalProperties: false });
export type TipoServicoCreateBody = Static<typeof TipoServicoCreateBodySchema>;

/** PATCH /api/tipos-servicos/:id: the fields to change, and the `versao` the editor read. */
export const TipoServicoUpdateBodySchema = Type.Object(
  { ...Type.Partial(Type.Object(tipoCampos)).properties, versao: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type TipoServicoUpdateBody = Static<typeof TipoServicoUpdateBodySchema>;

export const TIPO_SERVICO_ORDENS = ['nome', 'duracao_minutos', 'atualizado_em'] as const;

/** GET /api/tipos-servicos: `q` searches nome ignoring accents and case; default order `nome`. */
export const TipoServicoListaQuerySchema = Type.Object(
  { ...ListaQueryBase, ativo: Type.Optional(Type.Boolean()), ordem: Type.Optional(Ordem(TIPO_SERVICO_ORDENS)) },
  { additionalProperties: false },
);
export type TipoServicoListaQuery = Static<typeof TipoServicoListaQuerySchema>;

export const TipoServicoListaSchema = Lista(TipoServicoSchema);

export interface TipoServicoValores {
  nome: string;
  descricao: string | null;
  cor: string;
  duracao_minutos: number | null;
  questionario_id: string | null;
  enviar_relatorio_ao_cliente: boolean;
  ativo: boolean;
}

/**
 * Checks and normalises a whole tipo de serviço (the editor before sending, the server on every
 * write, over the stored record merged with the change): trims text, blank is null, the colour
 * must be one of the palette's (stored upper-case). Returns the values and reasons per field.
 */
export function problemasDoTipoServico(input: Partial<TipoServicoValores>): {
  valores: TipoServicoValores;
  problemas: MotivosPorCampo;
} {
  const problemas: MotivosPorCampo = {};
  const nome = input.nome?.trim() ?? '';
  if (!nome) problemas.nome = [motivo('obrigatorio')];
  else if (nome.length > TIPO_SERVICO_MAX.nome) problemas.nome = [motivo('max_caracteres', { maximo: TIPO_SERVICO_MAX.nome })];
  const descricao = input.descricao?.trim() || null;
  if (descricao && descricao.length > TIPO_SERVICO_MAX.descricao) {
    problemas.descricao = [motivo('max_caracteres', { maximo: TIPO_SERVICO_MAX.descricao })];
  }
  const cor = input.cor ? corDaPaleta(input.cor.trim())?.cor : COR_PADRAO;
  if (!cor) problemas.cor = [motivo('cor_fora_da_paleta', { opcoes: CORES_TIPO_SERVICO.length })];
  const duracao = input.duracao_minutos ?? null;
  if (duracao !== null && !(Number.isInteger(duracao) && duracao >= 1 && duracao <= DURACAO_MAX_MINUTOS)) {
    problemas.duracao_minutos = [motivo('duracao_fora_do_limite', { maximo: DURACAO_MAX_MINUTOS })];
  }
  return {
    valores: {
      nome,
      descricao,
      cor: cor ?? COR_PADRAO,
      duracao_minutos: duracao,
      questionario_id: input.questionario_id?.trim() || null,
      enviar_relatorio_ao_cliente: input.enviar_relatorio_ao_cliente ?? false,
      ativo: input.ativo ?? true,
    },
    problemas,
  };
}
