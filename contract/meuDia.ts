import { Type, type Static } from '@sinclair/typebox';
import { AcaoCorretivaSchema } from './acoes';
import { AtividadeResumoSchema, AtividadeSchema } from './atividade';
import { AnexoListaSchema } from './atividadeAnexo';
import { ComentarioListaSchema } from './atividadeComentario';
import { QuestionarioVersaoSchema } from './questionario';
import { SiteSchema } from './sites';

/** How many days "Meu dia" covers, today included, unless the query asks for another count. */
export const MEU_DIA_DIAS = 7;
export const MEU_DIA_DIAS_MAX = 31;
/** The most activities one answer carries: a person's agenda is far shorter, a runaway one is cut. */
export const MEU_DIA_MAX = 500;

/** GET /api/atividades/meu-dia: `dias` days from today's start in the company's time zone. */
export const MeuDiaQuerySchema = Type.Object(
  { dias: Type.Optional(Type.Integer({ minimum: 1, maximum: MEU_DIA_DIAS_MAX, default: MEU_DIA_DIAS })) },
  { additionalProperties: false },
);
export type MeuDiaQuery = Static<typeof MeuDiaQuerySchema>;

/** The site as a person on the way needs it: where it is and whom to call. `contato_telefone` is digits only. */
export const SiteDoDiaSchema = Type.Pick(SiteSchema, [
  'id',
  'nome',
  'logradouro',
  'numero',
  'complemento',
  'bairro',
  'cidade',
  'uf',
  'cep',
  'latitude',
  'longitude',
  'contato_nome',
  'contato_telefone',
]);
export type SiteDoDia = Static<typeof SiteDoDiaSchema>;

export const AtividadeDoDiaSchema = Type.Object({ ...AtividadeResumoSchema.properties, site: SiteDoDiaSchema });
export type AtividadeDoDia = Static<typeof AtividadeDoDiaSchema>;

/**
 * The signed-in person's own activities (cancelled ones left out) scheduled from the start of
 * today to the end of the `dias`-th day, in the company's time zone, earliest first.
 */
export const MeuDiaSchema = Type.Object({
  items: Type.Array(AtividadeDoDiaSchema),
  /** The first instant covered, and the first one past the period. */
  de: Type.String({ format: 'date-time' }),
  ate: Type.String({ format: 'date-time' }),
});
export type MeuDia = Static<typeof MeuDiaSchema>;

/** The latest attachments' metadata an activity's copy on the device carries (their files stay on the server). */
export const PACOTE_ANEXOS = 50;

/**
 * Everything one activity of the agenda needs to be done with no connection: the activity as
 * GET /api/atividades/:id answers it, the questionnaire version it uses (the frozen one, or before
 * it starts the latest published one, which iniciar freezes), the latest comments and the
 * attachments' metadata, each as the first page of its own endpoint; and the site's findings of
 * earlier visits still to be checked (`pendencias`: its corrective actions not yet verified nor
 * cancelled, other than those this activity raised, the oldest first), which the visit shows
 * before the questionnaire and Meu dia counts on its card.
 */
export const PacoteDaAtividadeSchema = Type.Object({
  atividade: AtividadeSchema,
  questionario: Type.Union([QuestionarioVersaoSchema, Type.Null()]),
  comentarios: ComentarioListaSchema,
  anexos: AnexoListaSchema,
  pendencias: Type.Array(AcaoCorretivaSchema),
});
export type PacoteDaAtividade = Static<typeof PacoteDaAtividadeSchema>;

/** At most this many of the person's own corrective actions travel with the agenda. */
export const MINHAS_ACOES_MAX = 50;

/**
 * GET /api/atividades/meu-dia/pacote: the agenda of the next MEU_DIA_DIAS days and, in the same
 * order, what each of its activities needs offline; in one answer, as a phone on a weak signal
 * should ask for it.
 */
export const PacoteDoDiaSchema = Type.Object({
  ...MeuDiaSchema.properties,
  pacotes: Type.Array(PacoteDaAtividadeSchema),
  /**
   * The corrective actions the person is responsável for and still has to fix (aberta, em
   * andamento), the soonest prazo first (those without one last), up to MINHAS_ACOES_MAX: Meu dia
   * lists them, from the device's copy too.
   */
  minhas_acoes: Type.Array(AcaoCorretivaSchema, { maxItems: MINHAS_ACOES_MAX }),
});
export type PacoteDoDia = Static<typeof PacoteDoDiaSchema>;
