import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * Once the app is closing, the answers still in flight close their connections: a browser's
 * keep-alive connection would otherwise hold the shutdown open until it times out (72 s in
 * Fastify), past main.ts's grace period, and the process would be killed before closing the database.
 */
export const gracefulClose = fp(
  async function gracefulClose(app: FastifyInstance) {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    // A callback hook: an async one would cost every answer a promise for a flag that is almost never set.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'graceful-close' },
);
