import { Type, type Static, type SchemaOptions, type TLiteral, type TUnion } from '@sinclair/typebox';
import { InteiroOuNulo, NumeroOuNulo, TextoOuNulo } from './anulavel';
import { ListaQueryBase, Lista, Ordem } from './lista';
import { PERMISSOES } from './permissoes';

/** Longest text each part of a definition takes (characters), and how many parts it may have. */
export const QUESTIONARIO_MAX = {
  titulo: 200,
  descricao: 4000,
  secao_titulo: 200,
  enunciado: 500,
  ajuda: 2000,
  opcao_rotulo: 200,
  unidade: 20,
  secoes: 100,
  perguntas: 1000,
  opcoes: 100,
  condicoes: 20,
  /** Photos one question may ask for. */
  fotos: 20,
  decimais: 6,
  pontos: 1000,
} as const;

/** Section, question and option ids: chosen by the client (the builder), unique within the questionnaire. */
export const ID_ITEM_PADRAO = '^[A-Za-z0-9_-]{1,64}$';
const IdItem = Type.String({ pattern: ID_ITEM_PADRAO });

export const TIPOS_PERGUNTA = [
  'texto_curto',
  'texto_longo',
  'numero',
  'sim_nao',
  'escolha_unica',
  'multipla_escolha',
  'data',
  'hora',
  'foto',
  'assinatura',
  'avaliacao',
  'localizacao',
] as const;
export type TipoPergunta = (typeof TIPOS_PERGUNTA)[number];

/** The answers of a sim/não question; `na` (não se aplica) is always offered and never scored. */
export const RESPOSTAS_SIM_NAO = ['sim', 'nao', 'na'] as const;
export type RespostaSimNao = (typeof RESPOSTAS_SIM_NAO)[number];

/**
 * Visibility operators: `igual` and `um_de` compare with the answer (an option id for choices,
 * `sim`/`nao`/`na`, a number, a text ignoring case and surrounding spaces); `maior_que` and
 * `menor_que` for número and avaliação; `respondida` and `nao_respondida` take no value.
 */
export const OPERADORES = ['igual', 'um_de', 'maior_que', 'menor_que', 'respondida', 'nao_respondida'] as const;
export type Operador = (typeof OPERADORES)[number];

/** The papéis a question may give its corrective action to: those who work on actions. */
export const PAPEIS_DA_ACAO = PERMISSOES['acoes.trabalhar'];
export type PapelDaAcao = (typeof PAPEIS_DA_ACAO)[number];

export const COMBINACOES = ['todas', 'qualquer'] as const;
export type Combinacao = (typeof COMBINACOES)[number];

/** A union of string literals that keeps each literal's type (Type.Union over a mapped list would widen to string). */
export const literais = <const T extends readonly string[]>(valores: T, opcoes?: SchemaOptions) =>
  Type.Union(valores.map((valor) => Type.Literal(valor)), opcoes) as TUnion<TLiteral<T[number]>[]>;

export const OpcaoSchema = Type.Object(
  { id: IdItem, rotulo: Type.String({ maxLength: QUESTIONARIO_MAX.opcao_rotulo }) },
  { additionalProperties: false },
);
export type Opcao = Static<typeof OpcaoSchema>;

export const CondicaoSchema = Type.Object(
  {
    /** An earlier question of the same questionnaire. */
    pergunta: IdItem,
    operador: literais(OPERADORES),
    valor: Type.Optional(Type.Union([Type.String({ maxLength: QUESTIONARIO_MAX.opcao_rotulo }), Type.Number()])),
    valores: Type.Optional(Type.Array(Type.String({ maxLength: QUESTIONARIO_MAX.opcao_rotulo }), { maxItems: QUESTIONARIO_MAX.opcoes })),
  },
  { additionalProperties: false },
);
export type Condicao = Static<typeof CondicaoSchema>;

/** Shows a question only when `todas` (all) or `qualquer` (any) of the conditions hold. */
export const RegraSchema = Type.Object(
  {
    combinar: literais(COMBINACOES),
    condicoes: Type.Array(CondicaoSchema, { minItems: 1, maxItems: QUESTIONARIO_MAX.condicoes }),
  },
  { additionalProperties: false },
);
export type Regra = Static<typeof RegraSchema>;

/**
 * What a question's type needs beyond the common fields: número uses `minimo`, `maximo`,
 * `decimais` and `unidade`; foto uses `minimo` and `maximo` as the number of photos;
 * escolha única and múltipla escolha use `permite_outro` (a free "Outro" answer).
 */
export const ConfigPerguntaSchema = Type.Object(
  {
    minimo: Type.Optional(NumeroOuNulo()),
    maximo: Type.Optional(NumeroOuNulo()),
    decimais: Type.Optional(InteiroOuNulo({ minimum: 0, maximum: QUESTIONARIO_MAX.decimais })),
    unidade: Type.Optional(TextoOuNulo({ maxLength: QUESTIONARIO_MAX.unidade })),
    permite_outro: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ConfigPergunta = Static<typeof ConfigPerguntaSchema>;

export const PerguntaSchema = Type.Object(
  {
    id: IdItem,
    tipo: literais(TIPOS_PERGUNTA),
    enunciado: Type.String({ maxLength: QUESTIONARIO_MAX.enunciado }),
    ajuda: TextoOuNulo({ maxLength: QUESTIONARIO_MAX.ajuda }),
    obrigatoria: Type.Boolean(),
    /** Escolha única and múltipla escolha; empty for every other type. */
    opcoes: Type.Array(OpcaoSchema, { maxItems: QUESTIONARIO_MAX.opcoes }),
    config: Type.Optional(ConfigPerguntaSchema),
    regra: Type.Union([RegraSchema, Type.Null()]),
    /**
     * Scoring: points per answer, keyed by option id (choices) or by `sim` / `nao` (sim/não);
     * null when the question is not scored. Unlisted answers score 0.
     */
    pontos: Type.Union([
      Type.Record(Type.String({ pattern: ID_ITEM_PADRAO }), Type.Number({ minimum: 0, maximum: QUESTIONARIO_MAX.pontos })),
      Type.Null(),
    ]),
    /** An answer that scores 0 fails the whole questionnaire. */
    critica: Type.Boolean(),
    /**
     * Who the corrective action a failed critical answer raises goes to (docs/acoes.md): absent or
     * null, the activity's responsável, as they are when that person no longer takes activities here.
     * A pattern, not `format: 'uuid'`: a definition is also checked where no format is registered.
     */
    acao_responsavel_id: Type.Optional(Type.Union([Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' }), Type.Null()])),
    /**
     * Or a papel instead of a person: the member of that papel with the fewest open actions
     * (docs/acoes.md). Never with `acao_responsavel_id` (problemasDaDefinicao says so).
     */
    acao_responsavel_papel: Type.Optional(Type.Union([literais(PAPEIS_DA_ACAO), Type.Null()])),
  },
  { additionalProperties: false },
);
export type Pergunta = Static<typeof PerguntaSchema>;

export const SecaoSchema = Type.Object(
  {
    id: IdItem,
    titulo: Type.String({ maxLength: QUESTIONARIO_MAX.secao_titulo }),
    perguntas: Type.Array(PerguntaSchema, { maxItems: QUESTIONARIO_MAX.perguntas }),
  },
  { additionalProperties: false },
);
export type Secao = Static<typeof SecaoSchema>;

const definicaoCampos = {
  titulo: Type.String({ maxLength: QUESTIONARIO_MAX.titulo }),
  descricao: TextoOuNulo({ maxLength: QUESTIONARIO_MAX.descricao }),
  secoes: Type.Array(SecaoSchema, { maxItems: QUESTIONARIO_MAX.secoes }),
};

/** What a version freezes and a draft holds: the JSON document the builder edits and the filling screen reads. */
export const DefinicaoSchema = Type.Object(definicaoCampos, { additionalProperties: false });
export type Definicao = Static<typeof DefinicaoSchema>;

/**
 * `rascunho`: never published; `publicado`: has at least one version (it may also have an open
 * draft, `rascunho_aberto`); `arquivado`: kept for the activities that used it, offered to none.
 */
export const STATUS_QUESTIONARIO = ['rascunho', 'publicado', 'arquivado'] as const;
export type StatusQuestionario = (typeof STATUS_QUESTIONARIO)[number];

const cabecalho = {
  id: Type.String(),
  titulo: Type.String(),
  descricao: TextoOuNulo(),
  status: literais(STATUS_QUESTIONARIO),
  /** The latest published version's number; null before the first publish. */
  versao_atual: InteiroOuNulo(),
  /** Whether edits not yet published exist (always true for a `rascunho`). */
  rascunho_aberto: Type.Boolean(),
  /** The record's version, for optimistic concurrency (not the questionnaire's published version). */
  versao: Type.Integer(),
  atualizado_em: Type.String({ format: 'date-time' }),
  publicado_em: TextoOuNulo({ format: 'date-time' }),
};

/**
 * A questionnaire as GET /api/questionarios/:id answers it: `secoes` are the open draft's when
 * there is one, otherwise the latest version's.
 */
export const QuestionarioSchema = Type.Object({ ...cabecalho, secoes: Type.Array(SecaoSchema) });
export type Questionario = Static<typeof QuestionarioSchema>;

/** A row of the library list. */
export const QuestionarioResumoSchema = Type.Object({ ...cabecalho, total_perguntas: Type.Integer({ minimum: 0 }) });
export type QuestionarioResumo = Static<typeof QuestionarioResumoSchema>;

export const QuestionarioListaSchema = Lista(QuestionarioResumoSchema);

export const QUESTIONARIO_ORDENS = ['titulo', 'atualizado_em'] as const;

/** GET /api/questionarios: `q` searches título ignoring accents and case; default order `titulo`. */
export const QuestionarioListaQuerySchema = Type.Object(
  {
    ...ListaQueryBase,
    status: Type.Optional(literais(STATUS_QUESTIONARIO)),
    ordem: Type.Optional(Ordem(QUESTIONARIO_ORDENS)),
  },
  { additionalProperties: false },
);
export type QuestionarioListaQuery = Static<typeof QuestionarioListaQuerySchema>;

/**
 * POST /api/questionarios: a new draft, empty or with the given sections, or a copy of one of
 * the ready-made templates (`modelo`, a key from GET /api/questionarios/modelos).
 */
export const QuestionarioCreateBodySchema = Type.Object(
  {
    titulo: Type.Optional(definicaoCampos.titulo),
    descricao: Type.Optional(definicaoCampos.descricao),
    secoes: Type.Optional(definicaoCampos.secoes),
    modelo: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type QuestionarioCreateBody = Static<typeof QuestionarioCreateBodySchema>;

/** PUT /api/questionarios/:id: the whole draft, and the `versao` the builder read. */
export const QuestionarioUpdateBodySchema = Type.Object(
  { ...definicaoCampos, versao: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type QuestionarioUpdateBody = Static<typeof QuestionarioUpdateBodySchema>;

/** GET /api/questionarios/:id/versoes/:n: a frozen version, with who published it and when. */
export const QuestionarioVersaoSchema = Type.Object({
  questionario_id: Type.String(),
  numero: Type.Integer({ minimum: 1 }),
  ...definicaoCampos,
  publicado_em: Type.String({ format: 'date-time' }),
  publicado_por: Type.Union([Type.Object({ id: Type.String(), nome: Type.String() }), Type.Null()]),
});
export type QuestionarioVersao = Static<typeof QuestionarioVersaoSchema>;

/** A version's number as a path or query parameter: PostgreSQL's integer bounds it. */
const NumeroVersao = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const VersaoParamsSchema = Type.Object({ id: Type.String({ maxLength: 64 }), n: NumeroVersao });
export type VersaoParams = Static<typeof VersaoParamsSchema>;

/** A ready-made template to start a questionnaire from. */
export const ModeloSchema = Type.Object({
  chave: Type.String(),
  titulo: Type.String(),
  descricao: Type.String(),
  total_perguntas: Type.Integer({ minimum: 0 }),
});
export type Modelo = Static<typeof ModeloSchema>;
export const ModeloListaSchema = Type.Object({ items: Type.Array(ModeloSchema) });

export const TIPOS_MUDANCA = ['adicionada', 'removida', 'alterada', 'movida'] as const;
export type TipoMudanca = (typeof TIPOS_MUDANCA)[number];

/** One difference between two definitions, matched by the items' stable ids. */
export const MudancaSchema = Type.Object({
  tipo: literais(TIPOS_MUDANCA),
  item: literais(['questionario', 'secao', 'pergunta'] as const),
  /** The section's or question's id; null for the questionnaire's own título and descrição. */
  id: TextoOuNulo(),
  /** The item's título or enunciado, from the newer side when it exists. */
  rotulo: Type.String(),
  /** The fields that differ, for `alterada`. */
  campos: Type.Array(Type.String()),
});
export type Mudanca = Static<typeof MudancaSchema>;

/**
 * GET /api/questionarios/:id/comparar?de=1&para=2: what changed from version `de` to version
 * `para`, or to the open draft when `para` is omitted.
 */
export const ComparacaoQuerySchema = Type.Object(
  { de: NumeroVersao, para: Type.Optional(NumeroVersao) },
  { additionalProperties: false },
);
export type ComparacaoQuery = Static<typeof ComparacaoQuerySchema>;
export const ComparacaoSchema = Type.Object({
  de: Type.Integer(),
  para: InteiroOuNulo(),
  mudancas: Type.Array(MudancaSchema),
});
export type Comparacao = Static<typeof ComparacaoSchema>;
