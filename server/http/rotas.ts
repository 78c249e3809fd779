import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';

/**
 * A plugin of routes with a name and a scope of its own (its prefix, its hooks). Fastify names a
 * plugin that has no name by searching every loaded module (`require.cache`) for it, twice at
 * each registration; under Jest, whose module registry answers through a proxy, those searches
 * were most of the time an API test's app took to build (docs/rotas.md).
 */
export function rotas(nome: string, plugin: FastifyPluginAsyncTypebox): FastifyPluginAsyncTypebox {
  return fp(plugin, { name: nome, encapsulate: true });
}
