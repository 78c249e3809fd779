import type { PGlite, Results } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * Kysely over PGlite: Kysely's own PostgreSQL adapter, compiler and introspector, and a driver
 * that talks to one PGlite instance. PGlite is a single connection, so the driver hands it to
 * one Kysely connection at a time (a transaction keeps it until commit or rollback).
 */
export class PgliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PgliteDriver(this.pglite);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  // Kysely's Dialect type asks for Kysely<any>: the introspector reads whatever schema is there.
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
}

class PgliteDriver implements Driver {
  private readonly connection: PgliteConnection;
  private queue: Promise<void> = Promise.resolve();
  private releaseCurrent: (() => void) | null = null;

  constructor(pglite: PGlite) {
    this.connection = new PgliteConnection(pglite);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.releaseCurrent = release;
    return this.connection;
  }

  async releaseConnection(): Promise<void> {
    const release = this.releaseCurrent;
    this.releaseCurrent = null;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const modes = [
      settings.isolationLevel ? `isolation level ${settings.isolationLevel}` : null,
      settings.accessMode ?? null,
    ].filter(Boolean);
    await connection.executeQuery(CompiledQuery.raw(['begin', ...modes].join(' ')));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint "${name}"`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint "${name}"`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint "${name}"`));
  }

  async destroy(): Promise<void> {
    await this.queue;
  }
}

class PgliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    // Like node-postgres, a query without parameters goes as a simple query, which may hold several
    // statements (a company transaction begins with two). The answer is the last statement's, with
    // the rows of all of them: the job queue reads a row from the middle of its own begin … commit
    // (server/fila/naConexao.ts); the app's own batches return rows from one statement at most.
    const result =
      compiledQuery.parameters.length === 0
        ? await this.simples<R>(compiledQuery.sql)
        : await this.pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    const changesRows = result.fields.length === 0 || /^\s*(insert|update|delete|merge)\b/i.test(compiledQuery.sql);
    return {
      rows: result.rows,
      ...(changesRows && result.affectedRows !== undefined ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  private async simples<R>(sql: string): Promise<Results<R>> {
    const results = (await this.pglite.exec(sql)) as Results<R>[];
    return { ...(results.at(-1) as Results<R>), rows: results.flatMap((result) => result.rows) };
  }

  // PGlite answers a query all at once, so a stream is that one answer.
  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    yield await this.executeQuery<R>(compiledQuery);
  }
}
