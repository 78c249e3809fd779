import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseHandle, Engine } from '../../db/engine';
import { migrate } from '../../db/migrate';
import { carregarMigracoes } from '../../db/migrations';
import type { Cofre } from '../../security/cofre';
import type { Database } from '../../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The database, whose queries run only inside a company (`request.tenant.transaction` and
     * `leitura`) or on the owner's named path, `comoDono`; any other is refused (docs/tenancy.md).
     */
    db: Kysely<Database>;
    dbEngine: Engine;
  }
}

export interface DatabaseOptions {
  handle: DatabaseHandle;
  /** Close the database with the app (false when the caller shares it between apps). */
  owned: boolean;
  cofre: Cofre;
}

/** Brings the schema up to date, then exposes the database; closes it with the app when owned. */
export const database = fp(
  async function database(app: FastifyInstance, { handle, owned, cofre }: DatabaseOptions) {
    const applied = await migrate(handle.db as unknown as Kysely<unknown>, await carregarMigracoes(), { cofre });
    if (applied.length > 0) app.log.info({ applied }, `Migrações aplicadas: ${applied.join(', ')}`);
    app.decorate('db', handle.db);
    app.decorate('dbEngine', handle.engine);
    if (owned) app.addHook('onClose', async () => handle.close());
  },
  { name: 'database' },
);
