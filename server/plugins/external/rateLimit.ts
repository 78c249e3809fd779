import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

const MINUTO_MS = 60_000;
import { httpErrors } from '../../http/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler that counts an attempt at `name` per IP address and, when `subjectOf` names
     * one (an e-mail, a challenge), per subject too; past either limit the answer is 429 with
     * Retry-After.
     */
    attempts(name: string, subjectOf?: (request: FastifyRequest) => string | undefined): preHandlerAsyncHookHandler;
    /**
     * Counts a request made with an API token (the request's `session.tokenId`); past the token's
     * limit per minute the answer is 429 with Retry-After. Each token has its own count.
     */
    limitarTokenDaApi(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/** Counters live in Redis when REDIS_URL is set, so every process shares them; else in memory. */
export const rateLimiting = fp(
  async function rateLimiting(app: FastifyInstance) {
    const { perIp, perEmail, windowMs, perToken } = app.config.rateLimit;
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

    const porToken = app.createRateLimit({ max: perToken, timeWindow: MINUTO_MS, keyGenerator: (request) => `token-api:${request.session.tokenId}` });
    app.decorate('limitarTokenDaApi', async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await porToken(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw httpErrors.tooManyRequests(`Este token fez requisições demais. Tente novamente em ${formatWait(result.ttlInSeconds)}.`);
      }
    });
  },
  { name: 'rate-limiting' },
);

function formatWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}
