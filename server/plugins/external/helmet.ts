import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers and a strict CSP for the built SPA: scripts only from our origin; inline
 * styles allowed because Emotion (MUI) injects <style> tags at run time; images also as data:
 * and blob: (QR codes, photo previews); no framing.
 *
 * Helmet itself rather than @fastify/helmet: the plugin builds Helmet again, parsing the policy,
 * on every request, where this builds it once and only sets the headers per request.
 */
const cabecalhos = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
});

export const securityHeaders = fp(
  async function securityHeaders(app: FastifyInstance) {
    app.addHook('onRequest', (request, reply, done) => cabecalhos(request.raw, reply.raw, () => done()));
  },
  { name: 'security-headers' },
);
