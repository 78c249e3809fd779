import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HASHED } from './hashedName';

const NOT_BUILT = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Prumo</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5}</style>
</head><body>
<h1>O aplicativo ainda não foi compilado</h1>
<p>A API está no ar, mas a interface ainda não foi gerada. Rode <code>npm run build</code> (ou reinicie com <code>npm start</code>) e recarregue esta página.</p>
<p>Documentação da API: <a href="/api/docs">/api/docs</a>.</p>
</body></html>`;

function isApi(request: FastifyRequest): boolean {
  return request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
}

/**
 * Serves the built SPA from `distDir`: hashed assets cached for a year, and index.html (never
 * cached) for every other GET outside /api, where the SPA's router takes over. The build writes
 * Brotli and gzip copies (.parcelrc), sent to browsers that accept them.
 */
export const spa = fp(
  async function spa(app: FastifyInstance, { distDir }: { distDir: string }) {
    const built = existsSync(path.join(distDir, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders(reply, filePath) {
          reply.header('cache-control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    const fallback = (request: FastifyRequest, reply: FastifyReply) => {
      if (isApi(request)) return reply.callNotFound();
      reply.header('cache-control', 'no-cache');
      return built ? reply.sendFile('index.html') : reply.type('text/html; charset=utf-8').send(NOT_BUILT);
    };
    app.get('/', { schema: { hide: true } }, fallback);
    app.get('/*', { schema: { hide: true } }, fallback);
  },
  { name: 'spa' },
);
