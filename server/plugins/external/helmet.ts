import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers and a strict CSP for the built SPA: scripts only from our origin; inline
 * styles allowed because Emotion (MUI) injects <style> tags at run time; images also as data:
 * and blob: (QR codes, photo previews); no framing.
 *
 * Helmet itself rather than @fastify/helmet: the plugin builds Helmet again, parsing the policy,
 * on every request. Nothing here depends on the request, so Helmet runs once, at start, and each
 * answer gets the headers it wrote.
 */
const middleware = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      // The installable app: /sw.js and /manifest.webmanifest (server/spa/pwa.ts).
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
});

function headersWritten(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

export const securityHeaders = fp(
  async function securityHeaders(app: FastifyInstance) {
    const headers = headersWritten();
    // The API answers a person's data and tokens: no browser or proxy keeps them, but where a route
    // sets its own Cache-Control over this one (a company's images, a public report's).
    const daApi = { ...headers, 'cache-control': 'no-store' };
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith('/api/') ? daApi : headers);
      done();
    });
  },
  { name: 'security-headers' },
);
