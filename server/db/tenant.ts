import { AsyncLocalStorage } from 'node:async_hooks';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type Transaction,
  type TransactionSettings,
} from 'kysely';
import type { Database } from './schema';

/** The role taken inside a company's transaction; created by migration 0001. */
export const TENANT_ROLE = 'prumo_app';

/**
 * What a company's work runs its queries on: inEmpresa's transaction or lendoNaEmpresa's
 * connections, both held to the company's rows by row-level security.
 */
export type Trx = Kysely<Database>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Why a query may run as the tables' owner, outside any company. Each is a path that needs it on
 * purpose: the rows it reads or writes belong to no company (accounts, sessions, invitations to an
 * e-mail), or it comes before any company is known (migrations, a report link's lookup).
 */
export type MotivoDono =
  /** Sign-in, two steps and password recovery. */
  | 'login'
  /** A new account, its first company or the company of its invitation. */
  | 'cadastro'
  /** The token's lookup, a new token, signing out. */
  | 'sessao'
  /** A company's new API token with its account, which belongs to no company (docs/tokens.md). */
  | 'tokens'
  /** The signed-in person's own profile, password and two steps. */
  | 'perfil'
  /** Invitations addressed to a person's e-mail, from any company. */
  | 'convites'
  /** A company the signed-in person creates. */
  | 'empresas'
  /** The schema's own changes. */
  | 'migracoes'
  /** At start: the demo company, and the two-step secrets still stored unencrypted. */
  | 'inicio'
  /** A public report link, before its company is known. */
  | 'relatorio-publico'
  /** The job queue's own tables (server/fila/naConexao.ts), which belong to no company. */
  | 'fila'
  /** The webhook worker's poll of the outbox, across companies (docs/webhooks.md). */
  | 'webhooks'
  /** The live events' publisher, taking what every process's transactions wrote (docs/arquitetura.md). */
  | 'ao-vivo'
  /** Whether the database answers. */
  | 'saude'
  /** Notifications' e-mails due, from every company, and their people's confirmed addresses. */
  | 'emails-de-notificacao'
  /** The round that creates the occurrences of endless series entering their window, in every company (docs/series.md). */
  | 'series'
  /** Which companies have activities or actions newly overdue, to notify in each (docs/notificacoes.md). */
  | 'avisos-de-atraso'
  /** Tests and benchmarks that look under the API. */
  | 'testes';

/**
 * What the connections and transactions taken in this async context are for. A read binds every
 * connection it takes to the company. A transaction binds only itself, and its company is taken
 * once, by its begin: a query the work sends afterwards outside the transaction has no context.
 */
type Pedido =
  | { modo: 'leitura'; empresaId: string }
  | { modo: 'transacao'; empresaId: string | null }
  | { modo: 'dono'; motivo: MotivoDono };
const proximo = new AsyncLocalStorage<Pedido>();

/**
 * What each pooled connection's session is bound to outside transactions: a company (role
 * prumo_app and `prumo.empresa_id` set for the session) or null, the owner. A connection absent
 * here is bound before its first query: a new one, one that replaced a connection the server
 * ended, or one whose binding failed. Reads keep a connection bound between requests, so the next
 * read of the same company on it costs no extra round trip. This needs session-level settings to
 * survive between queries, which a pooler in transaction mode does not keep: behind one, reads
 * bind per transaction instead (VinculoDasLeituras, docs/tenancy.md).
 */
const empresaDaConexao = new WeakMap<DatabaseConnection, string | null>();

/**
 * A query outside inEmpresa, lendoNaEmpresa and comoDono: refused, since the connection would be
 * the owner's and see every company's rows (docs/tenancy.md).
 */
export class ConsultaSemEmpresaError extends Error {
  constructor() {
    super('Consulta recusada: fora de uma empresa (inEmpresa, lendoNaEmpresa) e fora de um caminho do dono (comoDono).');
    this.name = 'ConsultaSemEmpresaError';
  }
}

/** Runs `work` with the company named for the connections and transactions it takes. */
function naEmpresa<T>(empresaId: string, modo: 'leitura' | 'transacao', work: () => Promise<T>): Promise<T> {
  // The id is written into the statement (a batch takes no parameters): only a uuid may pass.
  if (!UUID.test(empresaId)) return Promise.reject(new Error(`Empresa inválida: ${empresaId}`));
  return proximo.run({ empresaId, modo }, work);
}

/**
 * The statement that binds a connection to the company, for its session or for its transaction
 * only. It also turns JIT compilation off (SEM_JIT).
 */
function vinculo(empresaId: string, soNaTransacao: boolean): string {
  return `select set_config('role', '${TENANT_ROLE}', ${soNaTransacao}), set_config('prumo.empresa_id', '${empresaId}', ${soNaTransacao}), ${SEM_JIT(soNaTransacao)}`;
}

/**
 * Under row-level security the planner may not read a column's statistics for an operator that is
 * not leakproof (`like`, most of them), and estimates with defaults: a list's page that reads a few
 * thousand index entries was costed as reading the company, past `jit_above_cost`, and each one
 * spent 5–10 ms compiling before it ran (docs/tenancy.md). A company's queries are short.
 */
export const SEM_JIT = (soNaTransacao: boolean) => `set_config('jit', 'off', ${soNaTransacao})`;

/**
 * Runs `work` in a transaction bound to one company: the role becomes prumo_app (not the
 * tables' owner, so row-level security applies) and `prumo.empresa_id` names the company,
 * both set in the same round trip as `begin` and both undone at commit or rollback.
 *
 * Every company table's migration calls `prumo_tabela_da_empresa('<tabela>')`, which enables
 * row-level security with the policy `empresa_id = prumo_empresa_atual()` and grants the table
 * to prumo_app. A query that forgets `where empresa_id = …` then still sees and writes only the
 * current company's rows.
 */
export function inEmpresa<T>(
  db: Kysely<Database>,
  empresaId: string,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return naEmpresa(empresaId, 'transacao', () => db.transaction().execute(work));
}

/**
 * Runs `work` on connections bound to one company, under the same row-level security as
 * inEmpresa but outside a transaction: for reads, where begin and commit would be two round
 * trips of three, and where independent queries may run at once on two connections. Each
 * statement still sees one consistent snapshot, as it would in a read-committed transaction;
 * work that writes belongs in inEmpresa. Behind a pooler in transaction mode each query is its
 * own transaction, bound in the same round trip (leituraNaTransacao.ts).
 */
export function lendoNaEmpresa<T>(
  db: Kysely<Database>,
  empresaId: string,
  work: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return naEmpresa(empresaId, 'leitura', () => work(db));
}

/**
 * Runs `work` with the tables' owner for the queries it sends on the database: the only way to
 * query outside a company, named by why it needs to. A company's work inside it (inEmpresa,
 * lendoNaEmpresa) is still the company's.
 */
export function comoDono<T>(motivo: MotivoDono, work: () => Promise<T>): Promise<T> {
  return proximo.run({ modo: 'dono', motivo }, work);
}

/** The company whose read runs in this async context, if it is one: where a pooler in transaction mode binds each query (leituraNaTransacao.ts). */
export function empresaDaLeitura(): string | null {
  const pedido = proximo.getStore();
  return pedido?.modo === 'leitura' ? pedido.empresaId : null;
}

/**
 * How the connections' sessions are used between queries. `sessao`: a read binds the
 * connection's session to the company and keeps it bound (EmpresaNaConexao.vincular). `transacao`,
 * for a pooler in transaction mode: no session is ever bound, since the pooler may give the next
 * query another server connection; each read binds its own transaction (leituraNaTransacao.ts).
 */
export type VinculoDasLeituras = 'sessao' | 'transacao';

function inicio(settings: TransactionSettings): string {
  const modes = [settings.isolationLevel ? `isolation level ${settings.isolationLevel}` : null, settings.accessMode ?? null];
  return ['begin', ...modes].filter(Boolean).join(' ');
}

/**
 * A driver that binds connections to companies with as few round trips as it can, since a cheap
 * route's cost is mostly its round trips to the database: a read's connection only when it was
 * bound to another company or to none, a company's transaction in the same batch as its begin.
 * It refuses a query with no context. Every other call goes to the engine's own driver. The rules
 * it keeps, and why, are in docs/tenancy.md.
 */
class EmpresaNaConexao implements Driver {
  readonly savepoint: Driver['savepoint'];
  readonly rollbackToSavepoint: Driver['rollbackToSavepoint'];
  readonly releaseSavepoint: Driver['releaseSavepoint'];

  constructor(
    private readonly driver: Driver,
    private readonly vinculoDasLeituras: VinculoDasLeituras,
  ) {
    this.savepoint = driver.savepoint?.bind(driver);
    this.rollbackToSavepoint = driver.rollbackToSavepoint?.bind(driver);
    this.releaseSavepoint = driver.releaseSavepoint?.bind(driver);
  }

  init(): Promise<void> {
    return this.driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const pedido = proximo.getStore();
    if (!pedido || (pedido.modo === 'transacao' && !pedido.empresaId)) throw new ConsultaSemEmpresaError();
    const connection = await this.driver.acquireConnection();
    // A company transaction sets its own role and company over whatever the session holds; with
    // reads bound per transaction, no session holds anything but the owner's defaults.
    if (pedido.modo === 'transacao' || this.vinculoDasLeituras === 'transacao') return connection;
    try {
      await this.vincular(connection, pedido.modo === 'leitura' ? pedido.empresaId : null);
    } catch (error) {
      await this.driver.releaseConnection(connection);
      throw error;
    }
    return connection;
  }

  /** Binds the connection's session to a company (or back to the owner) when it is not already. */
  private async vincular(connection: DatabaseConnection, empresaId: string | null): Promise<void> {
    if (empresaDaConexao.get(connection) === empresaId) return;
    // Forgotten first: should the binding fail, the next query binds the connection again.
    empresaDaConexao.delete(connection);
    await connection.executeQuery(CompiledQuery.raw(empresaId ? vinculo(empresaId, false) : 'reset role; reset prumo.empresa_id; reset jit'));
    empresaDaConexao.set(connection, empresaId);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const pedido = proximo.getStore();
    if (pedido?.modo !== 'transacao' || !pedido.empresaId) return this.driver.beginTransaction(connection, settings);
    const { empresaId } = pedido;
    pedido.empresaId = null;
    await connection.executeQuery(CompiledQuery.raw(`${inicio(settings)}; ${vinculo(empresaId, true)}`));
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.driver.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.driver.rollbackTransaction(connection);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.driver.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.driver.destroy();
  }
}

/** The engine's dialect, with connections bound to companies by EmpresaNaConexao. */
export function comEmpresaNaConexao(dialect: Dialect, vinculoDasLeituras: VinculoDasLeituras = 'sessao'): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new EmpresaNaConexao(dialect.createDriver(), vinculoDasLeituras),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
