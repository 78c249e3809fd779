import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * One log line per request, when it is answered, with what an operator looks for: method, path,
 * status and time (Fastify's own logging writes a second line as each request arrives, which
 * costs a busy server as much as a cheap route). That arrival line is kept at debug level.
 */
export const requestLog = fp(
  async function requestLog(app: FastifyInstance) {
    app.addHook('onRequest', (request, _reply, done) => {
      request.log.debug({ req: request }, 'incoming request');
      done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
      done();
    });
  },
  { name: 'request-log' },
);
