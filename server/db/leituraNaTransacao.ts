import pg from 'pg';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import { empresaDaLeitura, SEM_JIT, TENANT_ROLE } from './tenant';

/**
 * The statement that binds the implicit transaction to the company. It returns one row, which
 * no Describe asked to be described: the row and its CommandComplete are the binding's, not the
 * query's.
 */
const VINCULO = `select set_config('role', '${TENANT_ROLE}', true), set_config('prumo.empresa_id', $1, true), ${SEM_JIT(true)}`;

type Retorno = (error: Error | undefined, result: pg.QueryResult) => void;

/**
 * A company's read in one round trip and in one transaction, for a pooler in transaction mode
 * (docs/tenancy.md): the binding and the query go in one extended-protocol batch closed by a
 * single Sync. Until the Sync, PostgreSQL runs the batch as one implicit transaction, so the
 * settings made `local` by the binding hold for the query and are undone at its end, and the
 * pooler hands the server connection on only after the Sync's ReadyForQuery: nothing of the
 * company stays on a connection another client may get. An error in either statement makes the
 * server skip to the Sync and roll the transaction back.
 */
class LeituraVinculada extends pg.Query {
  private vinculoRespondido = false;

  constructor(
    private readonly empresaId: string,
    text: string,
    values: readonly unknown[],
    callback: Retorno,
  ) {
    // Extended even without values: the Sync that closes the batch is the extended protocol's.
    super({ text, values: [...values], queryMode: 'extended' } as pg.QueryConfig, callback);
    const consulta = pg.Query.prototype.submit;
    this.submit = (connection) => {
      // One write on the socket: the binding's Parse, Bind and Execute, then the query's own.
      connection.stream.cork();
      try {
        connection.parse({ text: VINCULO, name: '', types: [] }, true);
        connection.bind({ portal: '', statement: '', values: [this.empresaId] }, true);
        connection.execute({ portal: '' }, true);
        return consulta.call(this, connection);
      } finally {
        connection.stream.uncork();
      }
    };
  }

  handleDataRow(msg: unknown): void {
    if (this.vinculoRespondido) (pg.Query.prototype as unknown as { handleDataRow(msg: unknown): void }).handleDataRow.call(this, msg);
  }

  handleCommandComplete(msg: unknown, connection: pg.Connection): void {
    if (!this.vinculoRespondido) {
      this.vinculoRespondido = true;
      return;
    }
    (pg.Query.prototype as unknown as { handleCommandComplete(msg: unknown, c: pg.Connection): void }).handleCommandComplete.call(this, msg, connection);
  }
}

/** A pooled connection whose reads of a company bind per transaction; anything else passes as is. */
function clienteComLeituraNaTransacao(client: pg.PoolClient): PostgresPoolClient {
  return {
    query: ((consulta: string | object, parametros?: readonly unknown[]) => {
      const empresaId = empresaDaLeitura();
      if (empresaId === null) return client.query(consulta as string, parametros as unknown[]);
      // A cursor keeps its portal across round trips, past the transaction that binds it.
      if (typeof consulta !== 'string') throw new Error('Cursores não são aceitos numa leitura com o pooler em modo transaction.');
      return new Promise<pg.QueryResult>((resolve, reject) => {
        client.query(new LeituraVinculada(empresaId, consulta, parametros ?? [], (error, result) => (error ? reject(error) : resolve(result))));
      });
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  };
}

/**
 * The pool as Kysely sees it when a pooler in transaction mode stands before PostgreSQL: each
 * connection's reads of a company run as LeituraVinculada. The wrapper of a connection is made
 * once, so Kysely keeps one DatabaseConnection per pooled connection.
 */
export function poolComLeituraNaTransacao(pool: pg.Pool): PostgresPool {
  const clientes = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let cliente = clientes.get(client);
      if (!cliente) {
        cliente = clienteComLeituraNaTransacao(client);
        clientes.set(client, cliente);
      }
      return cliente;
    },
    end: () => pool.end(),
  };
}
