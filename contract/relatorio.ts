import { Type, type Static } from '@sinclair/typebox';
import { STATUS_ACAO } from './acaoStatus';
import { STATUS_ATIVIDADE } from './atividadeStatus';
import { NumeroOuNulo, TextoOuNulo } from './anulavel';
import { ACOES_HISTORICO, LocalizacaoSchema, PRIORIDADES } from './atividade';
import { literais, RESPOSTAS_SIM_NAO, TIPOS_PERGUNTA } from './questionario';

const DataHora = Type.String({ format: 'date-time' });

/**
 * An answer as the report shows it, already read against its question: choices by their labels,
 * a date as `DD/MM/AAAA`, a number with its unit, photos and the signature as the ids of the
 * activity's files.
 */
export const RespostaRelatorioSchema = Type.Union([
  Type.Object({ tipo: Type.Literal('texto'), texto: Type.String() }),
  Type.Object({ tipo: Type.Literal('sim_nao'), valor: literais(RESPOSTAS_SIM_NAO) }),
  Type.Object({ tipo: Type.Literal('escolhas'), opcoes: Type.Array(Type.String()), outro: TextoOuNulo() }),
  Type.Object({ tipo: Type.Literal('avaliacao'), nota: Type.Number() }),
  Type.Object({ tipo: Type.Literal('arquivos'), ids: Type.Array(Type.String()) }),
  Type.Object({ tipo: Type.Literal('local'), latitude: Type.Number(), longitude: Type.Number(), precisao: NumeroOuNulo() }),
]);
export type RespostaRelatorio = Static<typeof RespostaRelatorioSchema>;

/** A visible question and its answer (null when unanswered), with its points when it is scored. */
export const PerguntaRelatorioSchema = Type.Object({
  id: Type.String(),
  enunciado: Type.String(),
  tipo: literais(TIPOS_PERGUNTA),
  resposta: Type.Union([RespostaRelatorioSchema, Type.Null()]),
  comentario: TextoOuNulo(),
  pontos: Type.Union([Type.Object({ obtidos: Type.Number(), maximo: Type.Number() }), Type.Null()]),
  /** A critical question whose answer scored nothing. */
  critica_falhou: Type.Boolean(),
});
export type PerguntaRelatorio = Static<typeof PerguntaRelatorioSchema>;

/** A step of the histórico; consecutive saves of answers by one person are one step with `vezes`. */
export const PassoRelatorioSchema = Type.Object({
  em: DataHora,
  por: TextoOuNulo(),
  acao: literais(ACOES_HISTORICO),
  motivo: TextoOuNulo(),
  vezes: Type.Integer({ minimum: 1 }),
});
export type PassoRelatorio = Static<typeof PassoRelatorioSchema>;

/**
 * How this visit touched a corrective action of the site: `verificada` and `reaberta`, the fix of
 * an earlier visit checked here (the loop closed, or not); `resolvida`, fixed here by its
 * responsável; `levantada`, raised by this visit's failed items; `reincidencia`, an item that
 * failed again here while its action was still open.
 */
export const VINCULOS_ACAO_RELATORIO = ['verificada', 'reaberta', 'resolvida', 'levantada', 'reincidencia'] as const;

export const AcaoRelatorioSchema = Type.Object({
  codigo: Type.String(),
  titulo: Type.String(),
  vinculo: literais(VINCULOS_ACAO_RELATORIO),
  /** The action's status now, when the report is read. */
  status: literais(STATUS_ACAO),
  reincidente: Type.Boolean(),
  em: DataHora,
  por: TextoOuNulo(),
  /** What the técnico saw: the reopening's reason or the verification's comment. */
  texto: TextoOuNulo(),
  /** The photos of the check or the reopening, taken on this visit (files of this activity). */
  fotos: Type.Array(Type.String()),
});
export type AcaoRelatorio = Static<typeof AcaoRelatorioSchema>;

/**
 * The report of a concluded activity: what the printable page, the PDF and the client's link all
 * show, assembled once on the server. Only the questions visible for the answers given are here,
 * scored by contract/questionarioRegras.ts. Dates are instants; `fuso_horario` is the company's.
 */
export const RelatorioSchema = Type.Object({
  empresa: Type.Object({ nome: Type.String(), cnpj: TextoOuNulo(), logo: Type.Boolean() }),
  fuso_horario: Type.String(),
  atividade: Type.Object({
    id: Type.String(),
    codigo: Type.String(),
    titulo: Type.String(),
    status: literais(STATUS_ATIVIDADE),
    tipo_servico: Type.String(),
    site: Type.Object({ nome: Type.String(), codigo: TextoOuNulo(), endereco: TextoOuNulo() }),
    responsavel: TextoOuNulo(),
    prioridade: literais(PRIORIDADES),
    descricao: TextoOuNulo(),
    agendada_para: DataHora,
    prazo: TextoOuNulo({ format: 'date-time' }),
    iniciada_em: TextoOuNulo({ format: 'date-time' }),
    concluida_em: TextoOuNulo({ format: 'date-time' }),
    /** Where the phone was when the work started and ended, when its owner allowed it. */
    iniciada_local: Type.Union([LocalizacaoSchema, Type.Null()]),
    concluida_local: Type.Union([LocalizacaoSchema, Type.Null()]),
  }),
  questionario: Type.Union([Type.Object({ titulo: Type.String(), versao: Type.Integer() }), Type.Null()]),
  secoes: Type.Array(Type.Object({ id: Type.String(), titulo: Type.String(), perguntas: Type.Array(PerguntaRelatorioSchema) })),
  conformidade: Type.Object({
    obtidos: Type.Number(),
    maximo: Type.Number(),
    /** In percent with one decimal; null when nothing answered is scored. */
    percentual: NumeroOuNulo(),
    reprovado: Type.Boolean(),
  }),
  historico: Type.Array(PassoRelatorioSchema),
  acoes: Type.Array(AcaoRelatorioSchema),
});
export type Relatorio = Static<typeof RelatorioSchema>;

/** A link to the report for the client, as its list shows it; the token itself is shown once, when created. */
export const RelatorioLinkSchema = Type.Object({
  id: Type.String(),
  criado_em: DataHora,
  criado_por: TextoOuNulo(),
  expira_em: TextoOuNulo({ format: 'date-time' }),
  revogado_em: TextoOuNulo({ format: 'date-time' }),
});
export type RelatorioLink = Static<typeof RelatorioLinkSchema>;

export const RelatorioLinkListaSchema = Type.Object({ items: Type.Array(RelatorioLinkSchema) });
export type RelatorioLinkLista = Static<typeof RelatorioLinkListaSchema>;

/** POST /api/atividades/:id/relatorio/links: `expira_em` absent or null for a link that does not expire. */
export const RelatorioLinkBodySchema = Type.Object(
  { expira_em: Type.Optional(TextoOuNulo({ format: 'date-time' })) },
  { additionalProperties: false },
);
export type RelatorioLinkBody = Static<typeof RelatorioLinkBodySchema>;

/** The new link, with its token: only its hash is stored, so it cannot be shown again. */
export const RelatorioLinkCriadoSchema = Type.Object({ ...RelatorioLinkSchema.properties, token: Type.String() });
export type RelatorioLinkCriado = Static<typeof RelatorioLinkCriadoSchema>;

export const RelatorioLinkParamsSchema = Type.Object({ id: Type.String({ maxLength: 64 }), link_id: Type.String({ maxLength: 64 }) });
export const TokenParamsSchema = Type.Object({ token: Type.String({ maxLength: 100 }) });
export const TokenArquivoParamsSchema = Type.Object({ token: Type.String({ maxLength: 100 }), arquivo_id: Type.String({ maxLength: 64 }) });

/** The public page's address for a token. */
export const caminhoDoRelatorioPublico = (token: string) => `/relatorio/${encodeURIComponent(token)}`;

/** The answer of a public link that is unknown, revoked or expired (404). */
export const LINK_INDISPONIVEL = 'Este link de relatório não existe, foi revogado ou expirou.';
export const RELATORIO_SO_CONCLUIDA = 'O relatório fica disponível quando a atividade é concluída.';
