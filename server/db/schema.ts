import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { EventoDaEmpresa } from '#contract/aoVivo';
import type { AcaoHistorico, Localizacao, Prioridade } from '#contract/atividade';
import type { Definicao } from '#contract/questionario';
import type { Resposta } from '#contract/questionarioRegras';
import type { StatusAtividade } from '#contract/atividadeStatus';
import type { Papel } from '#contract/papel';
import type { Idioma } from '#contract/limits';
import type { Uf } from '#contract/uf';
import type { ImagemTipo } from '#contract/imagem';
import type { AnexoTipo } from '#contract/atividadeAnexo';
import type { OrigemAcao, StatusAcao } from '#contract/acaoStatus';
import type { AcaoHistoricoAcao } from '#contract/acoes';
import type { PrazosAcao } from '#contract/configuracoes';
import type { ParamsDaNotificacao, TipoNotificacao } from '#contract/notificacaoTextos';

/** Kysely's view of the tables; migrations in `migrations/` are the source of truth. */
export interface Database {
  usuario: UsuarioTable;
  empresa: EmpresaTable;
  membro: MembroTable;
  convite: ConviteTable;
  usuario_da_empresa: UsuarioDaEmpresaView;
  token: TokenTable;
  desafio_dois_fatores: DesafioDoisFatoresTable;
  redefinicao_senha: RedefinicaoSenhaTable;
  verificacao_email: VerificacaoEmailTable;
  dois_fatores: DoisFatoresTable;
  codigo_recuperacao: CodigoRecuperacaoTable;
  site: SiteTable;
  tipo_servico: TipoServicoTable;
  questionario: QuestionarioTable;
  questionario_versao: QuestionarioVersaoTable;
  atividade_contador: AtividadeContadorTable;
  atividade: AtividadeTable;
  serie: SerieTable;
  atividade_historico: AtividadeHistoricoTable;
  atividade_arquivo: AtividadeArquivoTable;
  atividade_comentario: AtividadeComentarioTable;
  atividade_anexo: AtividadeAnexoTable;
  relatorio_link: RelatorioLinkTable;
  acao_contador: AcaoContadorTable;
  acao: AcaoTable;
  acao_historico: AcaoHistoricoTable;
  notificacao: NotificacaoTable;
  preferencia_notificacao: PreferenciaNotificacaoTable;
  site_seguidor: SiteSeguidorTable;
  relatorio_ao_cliente: RelatorioAoClienteTable;
  token_api: TokenApiTable;
  webhook: WebhookTable;
  webhook_entrega: WebhookEntregaTable;
  ao_vivo_evento: AoVivoEventoTable;
  schema_migration: SchemaMigrationTable;
}

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface UsuarioTable {
  id: Generated<string>;
  nome: string;
  email: string;
  senha_hash: string;
  telefone: string | null;
  idioma: ColumnType<Idioma, Idioma | undefined, Idioma>;
  criado_em: CreatedAt;
  atualizado_em: ColumnType<Date, Date | undefined, Date>;
  /** A person, or the account an API token writes as (docs/tokens.md). */
  tipo: ColumnType<TipoDeConta, TipoDeConta | undefined, never>;
  /** When the person last proved they read `email`'s mail; null: the address grants nothing. */
  email_verificado_em: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
export type Usuario = Selectable<UsuarioTable>;

export interface EmpresaTable {
  id: Generated<string>;
  nome: string;
  cnpj: string | null;
  fuso_horario: Generated<string>;
  criado_em: CreatedAt;
  prefixo_atividade: Generated<string>;
  mostrar_demo: Generated<boolean>;
  /** Days to a corrective action's prazo by priority (migration 0017 has the default). */
  prazos_acao: ColumnType<PrazosAcao, string | undefined, string>;
  idioma_padrao: ColumnType<Idioma, Idioma | undefined, Idioma>;
  /** File name under DATA_DIR/files/, or null when the company has no logo. */
  logo_arquivo: ColumnType<string | null, string | null | undefined, string | null>;
  logo_tipo: ColumnType<string | null, string | null | undefined, string | null>;
  versao: Generated<number>;
  atualizado_em: ColumnType<Date, Date | undefined, Date>;
  atualizado_por: ColumnType<string | null, string | null | undefined, string | null>;
}
export type Empresa = Selectable<EmpresaTable>;
export type NovaEmpresa = Insertable<EmpresaTable>;

export interface MembroTable {
  empresa_id: string;
  usuario_id: string;
  papel: Papel;
  /** The person's mails of this company go in one daily digest (docs/notificacoes.md). */
  email_resumo_diario: ColumnType<boolean, boolean | undefined, boolean>;
  criado_em: CreatedAt;
  versao: Generated<number>;
  atualizado_em: ColumnType<Date, Date | undefined, Date>;
  atualizado_por: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ConviteTable {
  empresa_id: string;
  id: Generated<string>;
  email: string;
  papel: Papel;
  /** SHA-256 of the invitation's token, hex; the token itself is only in the mail. */
  hash: string;
  convidado_por: string | null;
  criado_em: CreatedAt;
  enviado_em: Date;
  expira_em: Date;
  aceito_em: Date | null;
  aceito_por: string | null;
  recusado_em: Date | null;
  revogado_em: Date | null;
  versao: Generated<number>;
}

/** The accounts of the current company's members, the only accounts prumo_app can read. */
export interface UsuarioDaEmpresaView {
  id: ColumnType<string, never, never>;
  nome: ColumnType<string, never, never>;
  email: ColumnType<string, never, never>;
  tipo: ColumnType<TipoDeConta, never, never>;
}

export interface TokenTable {
  id: Generated<string>;
  usuario_id: string;
  /** SHA-256 of the token, hex; the token itself is never stored. */
  hash: string;
  criado_em: CreatedAt;
  ultimo_uso_em: Date;
  revogado_em: Date | null;
}

export interface DesafioDoisFatoresTable {
  hash: string;
  usuario_id: string;
  expira_em: Date;
  usado_em: Date | null;
  tentativas: Generated<number>;
}

export interface RedefinicaoSenhaTable {
  hash: string;
  usuario_id: string;
  criado_em: CreatedAt;
  expira_em: Date;
  usado_em: Date | null;
}

export interface VerificacaoEmailTable {
  hash: string;
  usuario_id: string;
  /** The address the link was mailed to: the one that becomes verified, or the person's new one. */
  email: string;
  criado_em: Date;
  expira_em: Date;
  usado_em: Date | null;
}

export interface DoisFatoresTable {
  usuario_id: string;
  segredo: string;
  ativado_em: Date | null;
  /** Last TOTP time step accepted, so a code cannot be replayed. */
  ultimo_passo: number | null;
}

export interface CodigoRecuperacaoTable {
  usuario_id: string;
  hash: string;
  usado_em: Date | null;
}

/** Who and when of a company record; `versao` grows by one on every write. */
interface Registro {
  empresa_id: string;
  id: Generated<string>;
  ativo: Generated<boolean>;
  versao: Generated<number>;
  criado_em: CreatedAt;
  criado_por: string | null;
  atualizado_em: ColumnType<Date, Date | undefined, Date>;
  atualizado_por: string | null;
}

export interface SiteTable extends Registro {
  nome: string;
  codigo: string | null;
  cep: string | null;
  logradouro: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  cidade: string | null;
  uf: Uf | null;
  latitude: number | null;
  longitude: number | null;
  contato_nome: string | null;
  contato_telefone: string | null;
  contato_email: string | null;
  observacoes: string | null;
  /** A concluded activity's report goes to contato_email (docs/notificacoes.md). */
  enviar_relatorio_ao_cliente: ColumnType<boolean, boolean | undefined, boolean>;
  /** Generated: nome, código and cidade without accents, lower case. */
  busca: ColumnType<string, never, never>;
}
export type SiteRow = Selectable<SiteTable>;

export interface TipoServicoTable extends Registro {
  nome: string;
  descricao: string | null;
  cor: string;
  duracao_minutos: number | null;
  questionario_id: string | null;
  /** A concluded activity of this type sends its report to the site's contact (docs/notificacoes.md). */
  enviar_relatorio_ao_cliente: ColumnType<boolean, boolean | undefined, boolean>;
}
export type TipoServicoRow = Selectable<TipoServicoTable>;

/** A definition in a jsonb column: read back parsed, written as JSON text. */
type Documento<Nulo = never> = ColumnType<Definicao | Nulo, string | Nulo, string | Nulo>;

export interface QuestionarioTable extends Registro {
  /** The open draft's título and descrição, or the latest version's when no draft is open. */
  titulo: string;
  descricao: string | null;
  /** The open draft, or null when the latest version has no edits after it. */
  rascunho: Documento<null>;
  /** The latest published version's numero; null before the first publish. */
  versao_atual: ColumnType<number | null, number | null | undefined, number | null>;
  publicado_em: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
export type QuestionarioRow = Selectable<QuestionarioTable>;

/** A published version: written once, never updated (a trigger refuses it). */
export interface QuestionarioVersaoTable {
  empresa_id: string;
  questionario_id: string;
  numero: number;
  definicao: Documento;
  publicado_em: Date;
  publicado_por: string | null;
}

/** The last número a company gave to an activity. */
export interface AtividadeContadorTable {
  empresa_id: string;
  ultimo: number;
}

/** A moment written as a Date, or as PostgreSQL's own text of one (kept to the microsecond). */
type Instante<Nulo = never> = ColumnType<Date | Nulo, Date | string | Nulo, Date | string | Nulo>;
/** A JSON object in a jsonb column: read back parsed, written as JSON text. */
type Objeto<T> = ColumnType<T, string | undefined, string>;

/** The last write of one answer or comment of an activity. */
export interface Escrita {
  versao: number;
  por: string | null;
}

export interface AtividadeTable {
  empresa_id: string;
  id: Generated<string>;
  numero: number;
  codigo: string;
  status: ColumnType<StatusAtividade, StatusAtividade | undefined, StatusAtividade>;
  titulo: string;
  tipo_servico_id: string;
  site_id: string;
  /** Null once the person left the company. */
  responsavel_id: string | null;
  prioridade: Prioridade;
  agendada_para: Instante;
  prazo: Instante<null>;
  /** The prazo whose passing was notified (server/notificacoes/atrasos.ts). */
  atraso_avisado_prazo: ColumnType<Date | null, Date | null | undefined, Date | null>;
  descricao: string | null;
  questionario_id: string | null;
  /** Frozen when the activity starts. */
  questionario_versao: ColumnType<number | null, number | null | undefined, number | null>;
  respostas: Objeto<Record<string, Resposta>>;
  comentarios: Objeto<Record<string, string>>;
  /** By field (`respostas.<id>`, `comentarios.<id>`): who last wrote it (null: unknown) and the versao that write made. */
  respostas_escritas: Objeto<Record<string, Escrita>>;
  /** The first start, and the conclusion while concluded: written by the transition. */
  iniciada_em: ColumnType<Date | null, Date | null | undefined, Date | null>;
  concluida_em: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The score of the concluded activity (percent), null without scored answers or while not concluded. */
  conformidade: ColumnType<number | null, number | null | undefined, number | null>;
  /** The counted questions that scored nothing at the conclusion. */
  perguntas_reprovadas: ColumnType<string[], string[] | undefined, string[]>;
  versao: Generated<number>;
  criado_em: CreatedAt;
  criado_por: string | null;
  atualizado_em: ColumnType<Date, Date | undefined, Date>;
  atualizado_por: string | null;
  /** The series it belongs to (migration 0023) and the occurrence its rule gave, kept when the activity alone moves. */
  serie_id: ColumnType<string | null, string | null | undefined, string | null>;
  serie_ocorrencia: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
export type AtividadeRow = Selectable<AtividadeTable>;

export interface SerieTable {
  empresa_id: string;
  id: Generated<string>;
  /** RRULE without DTSTART, read over the wall clock of `fuso` from `inicio` (server/series/regra.ts). */
  regra: string;
  inicio: Instante;
  fuso: string;
  /** The next occurrence not yet created of a series without an end; null once every occurrence exists. */
  proxima_em: Instante<null>;
  encerrada_em: Instante<null>;
  titulo: string;
  tipo_servico_id: string;
  site_id: string;
  responsavel_id: string | null;
  prioridade: Prioridade;
  descricao: string | null;
  questionario_id: string | null;
  prazo_apos_s: number | null;
  criado_em: Instante;
  criado_por: string;
}
export type SerieRow = Selectable<SerieTable>;

export interface AtividadeHistoricoTable {
  empresa_id: string;
  atividade_id: string;
  id: ColumnType<number, never, never>;
  em: Date;
  por: string | null;
  acao: AcaoHistorico;
  motivo: string | null;
  antes: ColumnType<Record<string, unknown> | null, string | null, never>;
  depois: ColumnType<Record<string, unknown> | null, string | null, never>;
  localizacao: ColumnType<Localizacao | null, string | null | undefined, never>;
}

export interface AtividadeArquivoTable {
  empresa_id: string;
  id: Generated<string>;
  atividade_id: string;
  tipo: ImagemTipo;
  tamanho: number;
  arquivo: string;
  criado_em: Date;
  criado_por: string | null;
}

/** A comment on an activity; `mencoes` are the ids of the members its text mentions. */
export interface AtividadeComentarioTable {
  empresa_id: string;
  atividade_id: string;
  id: ColumnType<number, never, never>;
  texto: string;
  mencoes: string[];
  criado_em: Date;
  criado_por: string | null;
  editado_em: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A file attached to an activity; `nome` is for display only, `arquivo` its name under DATA_DIR/files. */
export interface AtividadeAnexoTable {
  empresa_id: string;
  atividade_id: string;
  id: ColumnType<number, never, never>;
  nome: string;
  tipo: AnexoTipo;
  tamanho: number;
  arquivo: string;
  criado_em: Date;
  criado_por: string | null;
}

/** A read-only link to an activity's report; `hash` is the SHA-256 of the token given out. */
export interface RelatorioLinkTable {
  empresa_id: string;
  id: Generated<string>;
  atividade_id: string;
  hash: string;
  expira_em: Date | null;
  criado_em: Date;
  criado_por: string | null;
  revogado_em: ColumnType<Date | null, Date | null | undefined, Date | null>;
  revogado_por: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The last número a company gave to a corrective action. */
export type AcaoContadorTable = AtividadeContadorTable;

export interface AcaoTable {
  empresa_id: string;
  id: Generated<string>;
  numero: number;
  codigo: string;
  titulo: string;
  descricao: string | null;
  status: ColumnType<StatusAcao, StatusAcao | undefined, StatusAcao>;
  prioridade: Prioridade;
  prazo: Instante<null>;
  /** The prazo whose passing was notified (server/notificacoes/atrasos.ts). */
  atraso_avisado_prazo: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Null once the person left the company. */
  responsavel_id: string | null;
  site_id: string;
  atividade_id: string | null;
  pergunta_id: string | null;
  origem: OrigemAcao;
  reincidente: ColumnType<boolean, boolean | undefined, boolean>;
  /** The visit at which it was fixed (migration 0032): that visit does not check its own fix. */
  resolvida_na_atividade_id: ColumnType<string | null, string | null | undefined, string | null>;
  versao: Generated<number>;
  criado_em: CreatedAt;
  criado_por: string | null;
  atualizado_em: ColumnType<Date, Date | undefined, Date>;
  atualizado_por: string | null;
}
export type AcaoRow = Selectable<AcaoTable>;

export interface AcaoHistoricoTable {
  empresa_id: string;
  acao_id: string;
  id: ColumnType<number, never, never>;
  em: Date;
  por: string | null;
  acao: AcaoHistoricoAcao;
  motivo: string | null;
  antes: ColumnType<Record<string, unknown> | null, string | null, never>;
  depois: ColumnType<Record<string, unknown> | null, string | null, never>;
}

export interface NotificacaoTable {
  empresa_id: string;
  id: ColumnType<number, never, never>;
  usuario_id: string;
  tipo: TipoNotificacao;
  params: ColumnType<ParamsDaNotificacao, string, never>;
  link: string;
  lida_em: ColumnType<Date | null, never, Date>;
  criado_em: ColumnType<Date, Date, never>;
  enviar_email_em: ColumnType<Date | null, Date | null | undefined, Date | null>;
  email_enviado_em: ColumnType<Date | null, never, Date>;
  email_tentativas: ColumnType<number, never, number>;
  /** Due at the digest's hour, to go with the person's others in one mail. */
  email_no_resumo: ColumnType<boolean, boolean | undefined, boolean>;
  /** Shown in the bell: false for a row kept only for its mail, the person having turned the kind off in the app. */
  no_app: ColumnType<boolean, boolean | undefined, never>;
}

/** A person who hears of every activity concluded at the site (migration 0029). */
export interface SiteSeguidorTable {
  empresa_id: string;
  site_id: string;
  usuario_id: string;
  criado_em: Date;
}

/** A concluded activity's report mail due to the site's contact (server/notificacoes/relatorioAoCliente.ts). */
export interface RelatorioAoClienteTable {
  empresa_id: string;
  id: ColumnType<number, never, never>;
  atividade_id: string;
  para: string;
  criado_em: Date;
  criado_por: string | null;
  enviar_email_em: ColumnType<Date | null, Date | null | undefined, Date | null>;
  email_enviado_em: ColumnType<Date | null, never, Date>;
  email_tentativas: ColumnType<number, never, number>;
}

export interface PreferenciaNotificacaoTable {
  empresa_id: string;
  usuario_id: string;
  tipo: TipoNotificacao;
  /** Null: not chosen, the kind's default applies. */
  email: boolean | null;
  app: boolean | null;
}

export interface SchemaMigrationTable {
  version: number;
  nome: string;
  aplicada_em: CreatedAt;
}

export type TipoDeConta = 'pessoa' | 'token';

/** A company's API token; `id` is also its account's (usuario.tipo = 'token'). */
export interface TokenApiTable {
  empresa_id: string;
  id: string;
  nome: string;
  papel: Papel;
  /** SHA-256 of the token, hex; the token itself is never stored. */
  hash: string;
  criado_em: Date;
  criado_por: string | null;
  expira_em: Date | null;
  ultimo_uso_em: Date | null;
  revogado_em: Date | null;
  revogado_por: string | null;
}

export interface WebhookTable {
  empresa_id: string;
  id: Generated<string>;
  url: string;
  eventos: string[];
  descricao: string | null;
  /** Encrypted by the cofre: it signs every delivery. */
  segredo: string;
  ativo: Generated<boolean>;
  falhando_desde: Date | null;
  criado_em: Date;
  criado_por: string | null;
  atualizado_em: Date;
}

export type StatusDaEntrega = 'pendente' | 'entregue' | 'falhou';

/** A live event waiting for the publisher (server/aoVivo/saida.ts). */
export interface AoVivoEventoTable {
  empresa_id: string;
  id: ColumnType<string, never, never>;
  evento: ColumnType<EventoDaEmpresa, string, never>;
}

export interface WebhookEntregaTable {
  empresa_id: string;
  id: Generated<string>;
  webhook_id: string;
  evento: string;
  corpo: ColumnType<unknown, string, never>;
  status: ColumnType<StatusDaEntrega, StatusDaEntrega | undefined, StatusDaEntrega>;
  tentativas: Generated<number>;
  proxima_em: Date | null;
  ultimo_codigo: number | null;
  ultima_duracao_ms: number | null;
  ultimo_erro: string | null;
  criado_em: Date;
  entregue_em: Date | null;
}
