import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryId, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import type { DatabaseHandle } from '#server/db/engine';

/**
 * The handle with every query its Kysely runs appended to `queries` as SQL, in the order they
 * answer. A transaction's begin and commit go straight to the driver and are not listed.
 */
export function withQueryLog(handle: DatabaseHandle, queries: string[]): DatabaseHandle {
  // A subquery is turned into a node too, but only a query that runs comes back with a result.
  const nodes = new WeakMap<QueryId, RootOperationNode>();
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      nodes.set(queryId, node);
      return node;
    },
    async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      const node = nodes.get(queryId);
      if (node) queries.push(db.getExecutor().compileQuery(node, queryId).sql);
      return result;
    },
  };
  const db = handle.db.withPlugin(plugin);
  return { ...handle, db };
}
