import { sql } from 'kysely';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthResponseSchema } from '#contract/message';
import { comoDono } from '#server/db/tenant';
import { errorResponses } from '#server/http/responses';

/** GET /api/health: up only when the database answers. */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    { config: { publica: true }, schema: { tags: ['sistema'], response: { 200: HealthResponseSchema, ...errorResponses(500) } } },
    async () => {
      await comoDono('saude', () => sql`select 1`.execute(app.db));
      return { status: 'ok' as const, database: app.dbEngine };
    },
  );
};

export default healthRoutes;
