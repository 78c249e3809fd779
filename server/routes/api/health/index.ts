import { sql } from 'kysely';
import { HealthResponseSchema } from '#contract/message';
import { comoDono } from '#server/db/tenant';
import { errorResponses } from '#server/http/responses';
import { rotas } from '#server/http/rotas';

/** GET /api/health: up only when the database answers. */
const healthRoutes = rotas('health', async (app) => {
  app.get(
    '/',
    { config: { publica: true }, schema: { tags: ['sistema'], response: { 200: HealthResponseSchema, ...errorResponses(500) } } },
    async () => {
      await comoDono('saude', () => sql`select 1`.execute(app.db));
      return { status: 'ok' as const, database: app.dbEngine };
    },
  );
});

export default healthRoutes;
