import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Papel } from '../../contract/papel';
import type { Idioma } from '../../contract/limits';
import type { Uf } from '../../contract/uf';

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
  dois_fatores: DoisFatoresTable;
  codigo_recuperacao: CodigoRecuperacaoTable;
  site: SiteTable;
  tipo_servico: TipoServicoTable;
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
}
export type TipoServicoRow = Selectable<TipoServicoTable>;

export interface SchemaMigrationTable {
  version: number;
  nome: string;
  aplicada_em: CreatedAt;
}
