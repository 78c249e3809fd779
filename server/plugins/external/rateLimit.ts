import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { httpErrors } from '../../http/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler that counts an attempt at `name` per IP address and, when `subjectOf` names
     * one (an e-mail, a challenge), per subject too; past either limit the answer is 429 with
     * Retry-After.
     */
    attempts(name: string, subjectOf?: (request: FastifyRequest) => string | undefined): preHandlerAsyncHookHandler;
  }
}

/** Counters live in Redis when REDIS_URL is set, so every process shares them; else in memory. */
export const rateLimiting = fp(
  async function rateLimiting(app: FastifyInstance) {
    const { perIp, perEmail, windowMs } = app.config.rateLimit;
    const redis = app.config.redisUrl ? new Redis(app.config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : null;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, { global: false, ...(redis ? { redis, nameSpace: 'prumo-rl:' } : {}) });

    app.decorate('attempts', (name: string, subjectOf?: (request: FastifyRequest) => string | undefined) => {
      const byIp = app.createRateLimit({ max: perIp, timeWindow: windowMs, keyGenerator: (request) => `${name}:ip:${request.ip}` });
      const bySubject = app.createRateLimit({
        max: perEmail,
        timeWindow: windowMs,
        keyGenerator: (request) => `${name}:sub:${subjectOf?.(request)?.toLowerCase() ?? ''}`,
      });
      return async function limitAttempts(request, reply) {
        const checks = [byIp(request)];
        if (subjectOf?.(request)) checks.push(bySubject(request));
        for (const result of await Promise.all(checks)) {
          if (!result.isAllowed && result.isExceeded) {
            reply.header('retry-after', String(result.ttlInSeconds));
            throw httpErrors.tooManyRequests(
              `Muitas tentativas. Tente novamente em ${formatWait(result.ttlInSeconds)}.`,
            );
          }
        }
      };
    });
  },
  { name: 'rate-limiting' },
);

function formatWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}
