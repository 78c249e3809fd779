import { Type, type Static } from '@sinclair/typebox';
import { EVENTOS_ATIVIDADE, MOTIVO_MAX, STATUS_ATIVIDADE } from './atividadeStatus';
import { InteiroOuNulo, TextoOuNulo } from './anulavel';
import { LIMITE_MAX, LIMITE_PADRAO, ListaQueryBase, Ordem } from './lista';
import { ApiErrorSchema } from './errors';
import { motivo, type MotivosPorCampo } from './mensagensDoCampo';
import type { Papel } from './papel';
import { PRIORIDADES, type Prioridade } from './prioridade';
import { literais } from './questionario';
import { ComentariosSchema, RespostaSchema, RespostasSchema } from './questionarioRespostas';

export { PRIORIDADES, type Prioridade };

export const FREQUENCIAS = ['diaria', 'semanal', 'mensal'] as const;
export type Frequencia = (typeof FREQUENCIAS)[number];

/** The weekdays a weekly series may choose, Sunday first as the screens show them. */
export const DIAS_DA_SEMANA = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sab'] as const;
export type DiaDaSemana = (typeof DIAS_DA_SEMANA)[number];

/** Which activities of a series an edit or a cancellation reaches (docs/series.md). */
export const ESCOPOS_DA_SERIE = ['so_esta', 'esta_e_seguintes', 'todas'] as const;
export type EscopoDaSerie = (typeof ESCOPOS_DA_SERIE)[number];
const Escopo = Type.Optional(
  literais(ESCOPOS_DA_SERIE, {
    default: 'so_esta',
    description: 'Numa série: só esta atividade (o padrão), esta e as seguintes, ou todas; as já iniciadas, concluídas ou canceladas ficam como estão.',
  }),
);

export const ATIVIDADE_MAX = {
  titulo: 200,
  descricao: 4000,
  /** Activities one recurrence creates at once, the first included. */
  ocorrencias: 366,
  intervalo: 99,
} as const;

/** Who may be an activity's responsável: the papéis that carry out work (a leitor only reads). */
export const PAPEIS_RESPONSAVEIS: readonly Papel[] = ['admin', 'gestor', 'tecnico'];

/** A member who may be an activity's responsável, as the form and the list's filter offer them. */
export const ResponsavelSchema = Type.Object({ id: Type.String(), nome: Type.String(), papel: literais(PAPEIS_RESPONSAVEIS) });
export type Responsavel = Static<typeof ResponsavelSchema>;

/**
 * GET /api/atividades/responsaveis: every papel reads it (a técnico filters the list by person),
 * unlike /api/usuarios; `q` finds words of the nome, accents and case ignored; ordered by nome.
 */
export const ResponsavelListaQuerySchema = Type.Object(
  { q: ListaQueryBase.q, limite: ListaQueryBase.limite },
  { additionalProperties: false },
);
export type ResponsavelListaQuery = Static<typeof ResponsavelListaQuerySchema>;
export const ResponsavelListaSchema = Type.Object({ items: Type.Array(ResponsavelSchema) });
export type ResponsavelLista = Static<typeof ResponsavelListaSchema>;

/** `AT-000123`: the company's prefix and the número with at least six digits. */
export function codigoDaAtividade(prefixo: string, numero: number): string {
  return `${prefixo}${String(numero).padStart(6, '0')}`;
}

/**
 * The número a search names: "123", "000123", "AT-123" or "at-000123" (any prefix of up to five
 * letters or digits and a separator), or null when the text is not a número.
 */
export function numeroBuscado(texto: string): number | null {
  const match = /^\s*(?:[A-Za-z0-9]{1,5}[-/.]?)??0*(\d{1,15})\s*$/.exec(texto);
  if (!match) return null;
  const numero = Number(match[1]);
  return numero >= 1 ? numero : null;
}

const Referencia = Type.Object({ id: Type.String(), nome: Type.String() });
const DataHora = Type.String({ format: 'date-time' });

/**
 * Repeats the activity every `intervalo` days, weeks or months (the same day of the month, or the
 * month's last day when it is shorter; on the `dias_da_semana` chosen for a weekly one) at the
 * same local time in the company's time zone: `vezes` times in all, or until the date `ate`
 * (inclusive), or without an end when neither is given. A series with an end is created whole
 * (at most ATIVIDADE_MAX.ocorrencias); one without is created a few weeks ahead, and the server
 * adds each occurrence as it enters that window (docs/series.md).
 */
export const RecorrenciaSchema = Type.Object(
  {
    frequencia: literais(FREQUENCIAS),
    intervalo: Type.Optional(Type.Integer({ minimum: 1, maximum: ATIVIDADE_MAX.intervalo, default: 1 })),
    dias_da_semana: Type.Optional(Type.Array(literais(DIAS_DA_SEMANA), { minItems: 1, maxItems: 7, uniqueItems: true })),
    ate: Type.Optional(Type.String({ format: 'date' })),
    vezes: Type.Optional(Type.Integer({ minimum: 1, maximum: ATIVIDADE_MAX.ocorrencias })),
  },
  { additionalProperties: false },
);
export type Recorrencia = Static<typeof RecorrenciaSchema>;

/**
 * The series an activity belongs to: its rule as stored (an RFC 5545 RRULE, read over the wall
 * clock of `fuso` from `inicio`, the first occurrence) and the same rule in parts, which the
 * screens put in words.
 */
export const SerieDaAtividadeSchema = Type.Object({
  id: Type.String(),
  regra: Type.String({ examples: ['FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE;COUNT=8'] }),
  inicio: DataHora,
  fuso: Type.String(),
  frequencia: literais(FREQUENCIAS),
  intervalo: Type.Integer({ minimum: 1 }),
  /** Weekly only: the days chosen. */
  dias_da_semana: Type.Optional(Type.Array(literais(DIAS_DA_SEMANA))),
  /** The last date (local, inclusive), when the series ends on one. */
  ate: Type.Optional(Type.String({ format: 'date' })),
  /** How many occurrences in all, when the series ends after a number of them. */
  vezes: Type.Optional(Type.Integer({ minimum: 1 })),
  /** Every activity of the series was cancelled at once: no more are created. */
  encerrada: Type.Boolean(),
});
export type SerieDaAtividade = Static<typeof SerieDaAtividadeSchema>;

const cabecalho = {
  id: Type.String(),
  numero: Type.Integer({ minimum: 1 }),
  /** The company's prefix when the activity was created, and the número: `AT-000123`. */
  codigo: Type.String(),
  status: literais(STATUS_ATIVIDADE),
  titulo: Type.String(),
  tipo_servico: Type.Object({ id: Type.String(), nome: Type.String(), cor: Type.String() }),
  site: Referencia,
  /** Null when the person left the company after being assigned. */
  responsavel: Type.Union([Referencia, Type.Null()]),
  prioridade: literais(PRIORIDADES),
  agendada_para: DataHora,
  prazo: TextoOuNulo({ format: 'date-time' }),
  /** The prazo has passed and the activity is neither concluded nor cancelled. */
  atrasada: Type.Boolean(),
  versao: Type.Integer(),
};

/** A row of the activity list. */
export const AtividadeResumoSchema = Type.Object(cabecalho);
export type AtividadeResumo = Static<typeof AtividadeResumoSchema>;

/**
 * An activity as GET /api/atividades/:id and every write answer it. `questionario_versao` is
 * null until the activity starts, when the questionnaire's latest published version is frozen;
 * `respostas` and `comentarios` fill in that version. The actions on offer are not here: the
 * screen asks the lifecycle machine (acoesDisponiveis), as the server does.
 */
export const AtividadeSchema = Type.Object({
  ...cabecalho,
  descricao: TextoOuNulo(),
  questionario_id: TextoOuNulo(),
  questionario_versao: InteiroOuNulo(),
  respostas: Type.Record(Type.String(), RespostaSchema),
  comentarios: Type.Record(Type.String(), Type.String()),
  /** The series it belongs to, or null for a lone activity. */
  serie_id: TextoOuNulo(),
  /** GET /api/atividades/:id and its writes describe the series here. */
  recorrencia: Type.Optional(Type.Union([SerieDaAtividadeSchema, Type.Null()])),
  criado_em: DataHora,
  atualizado_em: DataHora,
});
export type Atividade = Static<typeof AtividadeSchema>;


const Id = Type.String({ maxLength: 64 });

// Texts are bounded loosely here and exactly by problemasDaAtividade, so that a person reads
// the message beside the field from one place, for the form and the server alike.
const atividadeCampos = {
  titulo: Type.String({ maxLength: ATIVIDADE_MAX.titulo * 2 }),
  tipo_servico_id: Id,
  site_id: Id,
  responsavel_id: Id,
  prioridade: literais(PRIORIDADES),
  agendada_para: DataHora,
  prazo: Type.Optional(TextoOuNulo({ format: 'date-time' })),
  descricao: Type.Optional(TextoOuNulo({ maxLength: ATIVIDADE_MAX.descricao * 2 })),
  /** Absent: the service type's questionário padrão; null: none. */
  questionario_id: Type.Optional(TextoOuNulo({ maxLength: 64 })),
};

/** POST /api/atividades: one activity, or a series with `recorrencia`, each with its own número. */
export const AtividadeCreateBodySchema = Type.Object(
  { ...atividadeCampos, recorrencia: Type.Optional(RecorrenciaSchema) },
  { additionalProperties: false },
);
export type AtividadeCreateBody = Static<typeof AtividadeCreateBodySchema>;

/** One activity of a series, as POST answers the series. */
export const OcorrenciaSchema = Type.Object({ id: Type.String(), numero: Type.Integer(), codigo: Type.String(), agendada_para: DataHora });
export type Ocorrencia = Static<typeof OcorrenciaSchema>;

/** POST's answer: the first activity, and with `recorrencia` every activity created (the first included). */
export const AtividadeCriadaSchema = Type.Object({ ...AtividadeSchema.properties, serie: Type.Optional(Type.Array(OcorrenciaSchema)) });
export type AtividadeCriada = Static<typeof AtividadeCriadaSchema>;

/**
 * PATCH /api/atividades/:id: the fields to change and the `versao` the screen read; only while
 * agendada, em_andamento or pausada, and the questionnaire only before it starts. In a series,
 * `escopo` carries the change to the following activities, or to all, still agendadas.
 */
export const AtividadeUpdateBodySchema = Type.Object(
  { ...Type.Partial(Type.Object(atividadeCampos)).properties, versao: Type.Integer({ minimum: 1 }), escopo: Escopo },
  { additionalProperties: false },
);
export type AtividadeUpdateBody = Static<typeof AtividadeUpdateBodySchema>;

/** Where the phone was, as the browser's geolocation gives it: degrees, and the radius of its uncertainty in metres. */
export const LocalizacaoSchema = Type.Object(
  {
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
    precisao: Type.Number({ minimum: 0, maximum: 100_000 }),
  },
  { additionalProperties: false },
);
export type Localizacao = Static<typeof LocalizacaoSchema>;

/** POST /api/atividades/:id/transicoes: one of the lifecycle machine's events. */
export const TransicaoBodySchema = Type.Object(
  {
    evento: literais(EVENTOS_ATIVIDADE),
    /** Required to cancel and to reopen (the machine says so); kept in the histórico for any event. */
    motivo: Type.Optional(Type.String({ maxLength: MOTIVO_MAX * 2 })),
    /** Where the phone was, when its owner allows it (sent on iniciar and concluir); kept in the histórico. */
    localizacao: Type.Optional(LocalizacaoSchema),
    versao: Type.Integer({ minimum: 1 }),
    /** Cancelling an activity of a series: also the following ones, or all, still agendadas. */
    escopo: Escopo,
  },
  { additionalProperties: false },
);
export type TransicaoBody = Static<typeof TransicaoBodySchema>;

/**
 * PUT /api/atividades/:id/respostas: the answers and comments to write over the stored ones, by
 * question id (the others stay as they are; null clears one), at the `versao` the screen read.
 */
export const RespostasBodySchema = Type.Object(
  { respostas: RespostasSchema, comentarios: Type.Optional(ComentariosSchema), versao: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type RespostasBody = Static<typeof RespostasBodySchema>;

export const RESPOSTAS_ALTERADAS = 'Outra pessoa alterou algumas destas respostas depois que você as leu. Nada foi salvo.';

/**
 * The 409 of PUT /api/atividades/:id/respostas when someone else wrote a question it writes after
 * its `versao`: `errors` names each (`respostas.<id>`, `comentarios.<id>`), and `atuais` carries
 * their values now (null: cleared) and the activity's versao now, to choose and save again over it.
 */
export const RespostasConflitoSchema = Type.Object({
  ...ApiErrorSchema.properties,
  atuais: Type.Optional(
    Type.Object({
      versao: Type.Integer(),
      respostas: Type.Record(Type.String(), RespostaSchema),
      comentarios: Type.Record(Type.String(), Type.Union([Type.String(), Type.Null()])),
    }),
  ),
});
export type RespostasConflito = Static<typeof RespostasConflitoSchema>;
export type RespostasAtuais = NonNullable<RespostasConflito['atuais']>;

export const ATIVIDADE_ORDENS = ['agendada_para', 'numero'] as const;
export type AtividadeOrdem = (typeof ATIVIDADE_ORDENS)[number];

const Uuid = Type.String({ format: 'uuid' });

/**
 * GET /api/atividades. Filters combine; `status` and `prioridade` take several values
 * (`?status=agendada&status=pausada`); `de` and `ate` are dates of agendada_para in the company's
 * time zone, inclusive; `questionario_id` keeps the activities filled in with that questionnaire;
 * `atrasadas` keeps activities past their prazo and still open; `minhas` keeps the signed-in
 * person's; `q` finds a número ("123", "AT-000123") or words of the título, accents and case
 * ignored. Default order `-agendada_para` (the latest first). Pages follow `next_cursor`.
 */
export const AtividadeListaQuerySchema = Type.Object(
  {
    status: Type.Optional(Type.Array(literais(STATUS_ATIVIDADE), { maxItems: STATUS_ATIVIDADE.length })),
    tipo_servico_id: Type.Optional(Uuid),
    site_id: Type.Optional(Uuid),
    responsavel_id: Type.Optional(Uuid),
    questionario_id: Type.Optional(Uuid),
    prioridade: Type.Optional(Type.Array(literais(PRIORIDADES), { maxItems: PRIORIDADES.length })),
    de: Type.Optional(Type.String({ format: 'date' })),
    ate: Type.Optional(Type.String({ format: 'date' })),
    atrasadas: Type.Optional(Type.Boolean()),
    minhas: Type.Optional(Type.Boolean()),
    q: ListaQueryBase.q,
    ordem: Type.Optional(Ordem(ATIVIDADE_ORDENS)),
    cursor: Type.Optional(Type.String({ maxLength: 200 })),
    limite: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITE_MAX, default: LIMITE_PADRAO })),
  },
  { additionalProperties: false },
);
export type AtividadeListaQuery = Static<typeof AtividadeListaQuerySchema>;

/**
 * The list's filters without its order and paging: what GET /api/atividades/total counts, and
 * what the painel and the exports read too.
 */
export const AtividadeFiltrosQuerySchema = Type.Omit(AtividadeListaQuerySchema, ['ordem', 'cursor', 'limite'], { additionalProperties: false });
export type AtividadeFiltrosQuery = Omit<AtividadeListaQuery, 'ordem' | 'cursor' | 'limite'>;

/**
 * One page of activities and the cursor of the next (null on the last). A page does not count the
 * list: GET /api/atividades/total does, when the screen shows the count (docs/listas.md).
 */
export const AtividadeListaSchema = Type.Object({
  items: Type.Array(AtividadeResumoSchema),
  next_cursor: Type.Union([Type.String(), Type.Null()]),
});
export type AtividadeLista = Static<typeof AtividadeListaSchema>;

/**
 * What a histórico entry records: the activity's creation, an edit, answers, a transition (its
 * event), a comment written, edited or removed, a file attached or removed.
 */
export const ACOES_HISTORICO = [
  'criacao',
  'edicao',
  'respostas',
  ...EVENTOS_ATIVIDADE,
  'comentario',
  'comentario_editado',
  'comentario_removido',
  'anexo',
  'anexo_removido',
] as const;
export type AcaoHistorico = (typeof ACOES_HISTORICO)[number];

/**
 * One entry of an activity's histórico: who (null once they left the company), when, what, and
 * the fields it changed with their values before and after (ids for references; answers and
 * comments by question id under `respostas` and `comentarios`).
 */
export const HistoricoItemSchema = Type.Object({
  id: Type.Integer(),
  em: DataHora,
  /** `token: true` when the author is one of the company's API tokens (named as its admins named it). */
  por: Type.Union([Type.Object({ ...Referencia.properties, token: Type.Optional(Type.Literal(true)) }), Type.Null()]),
  acao: literais(ACOES_HISTORICO),
  motivo: TextoOuNulo(),
  campos: Type.Array(Type.String()),
  antes: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  depois: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  /** Where the phone was at a transition, when its owner allowed it; absent otherwise. */
  localizacao: Type.Optional(LocalizacaoSchema),
});
export type HistoricoItem = Static<typeof HistoricoItemSchema>;

/** GET /api/atividades/:id/historico: the latest first, by cursor. */
export const HistoricoQuerySchema = Type.Object(
  {
    cursor: Type.Optional(Type.String({ maxLength: 40 })),
    limite: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITE_MAX, default: 50 })),
  },
  { additionalProperties: false },
);
export type HistoricoQuery = Static<typeof HistoricoQuerySchema>;

export const HistoricoListaSchema = Type.Object({
  items: Type.Array(HistoricoItemSchema),
  next_cursor: Type.Union([Type.String(), Type.Null()]),
});
export type HistoricoLista = Static<typeof HistoricoListaSchema>;

export interface AtividadeValores {
  titulo: string;
  descricao: string | null;
  agendada_para: string;
  prazo: string | null;
}

/**
 * Checks the free fields of an activity (the form before sending, the server on every write,
 * over the stored record merged with the change): título required, texts trimmed (blank is
 * null), the prazo not before the schedule. Returns the values and reasons per field.
 */
export function problemasDaAtividade(
  input: AtividadeValores,
): { valores: AtividadeValores; problemas: MotivosPorCampo } {
  const problemas: MotivosPorCampo = {};
  const titulo = input.titulo.trim();
  if (!titulo) problemas.titulo = [motivo('obrigatorio')];
  else if (titulo.length > ATIVIDADE_MAX.titulo) problemas.titulo = [motivo('max_caracteres', { maximo: ATIVIDADE_MAX.titulo })];
  const descricao = input.descricao?.trim() || null;
  if (descricao && descricao.length > ATIVIDADE_MAX.descricao) {
    problemas.descricao = [motivo('max_caracteres', { maximo: ATIVIDADE_MAX.descricao })];
  }
  if (input.prazo !== null && Date.parse(input.prazo) < Date.parse(input.agendada_para)) {
    problemas.prazo = [motivo('prazo_antes_do_agendamento')];
  }
  return { valores: { titulo, descricao, agendada_para: input.agendada_para, prazo: input.prazo }, problemas };
}
