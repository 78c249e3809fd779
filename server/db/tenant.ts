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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The company the next transaction begun in this async context belongs to. Taken once: a
 * transaction the work itself opens on the owner's database stays the owner's.
 */
const proximaEmpresa = new AsyncLocalStorage<{ empresaId: string | null }>();

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
  // The id is written into the statement (a batch of two takes no parameters): only a uuid may pass.
  if (!UUID.test(empresaId)) return Promise.reject(new Error(`Empresa inválida: ${empresaId}`));
  return proximaEmpresa.run({ empresaId }, () => db.transaction().execute(work));
}

function inicio(settings: TransactionSettings): string {
  const modes = [settings.isolationLevel ? `isolation level ${settings.isolationLevel}` : null, settings.accessMode ?? null];
  return ['begin', ...modes].filter(Boolean).join(' ');
}

/**
 * A driver that begins a company's transaction and binds it to the company in one statement
 * batch: a cheap route's cost is mostly its round trips to the database, and this saves one on
 * every company request. Every other call goes to the engine's own driver.
 */
class EmpresaNoInicio implements Driver {
  readonly savepoint: Driver['savepoint'];
  readonly rollbackToSavepoint: Driver['rollbackToSavepoint'];
  readonly releaseSavepoint: Driver['releaseSavepoint'];

  constructor(private readonly driver: Driver) {
    this.savepoint = driver.savepoint?.bind(driver);
    this.rollbackToSavepoint = driver.rollbackToSavepoint?.bind(driver);
    this.releaseSavepoint = driver.releaseSavepoint?.bind(driver);
  }

  init(): Promise<void> {
    return this.driver.init();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    return this.driver.acquireConnection();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const pedido = proximaEmpresa.getStore();
    const empresaId = pedido?.empresaId;
    if (!pedido || !empresaId) return this.driver.beginTransaction(connection, settings);
    pedido.empresaId = null;
    await connection.executeQuery(
      CompiledQuery.raw(
        `${inicio(settings)}; select set_config('role', '${TENANT_ROLE}', true), set_config('prumo.empresa_id', '${empresaId}', true)`,
      ),
    );
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

/** The engine's dialect, with company transactions begun by EmpresaNoInicio. */
export function comEmpresaNoInicio(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new EmpresaNoInicio(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
