import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { spa } from '#server/spa/plugin';

const SCRIPT = 'wt.0123abcd.js';
const CODE = 'console.log("Prumo");'.repeat(50);

describe('the built SPA', () => {
  let distDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    // What the build leaves in dist/: each file with its Brotli and gzip copies (.parcelrc).
    distDir = mkdtempSync(path.join(tmpdir(), 'prumo-dist-'));
    const files = { 'index.html': `<!doctype html><script type="module" src="/${SCRIPT}"></script>`, [SCRIPT]: CODE };
    for (const [name, content] of Object.entries(files)) {
      writeFileSync(path.join(distDir, name), content);
      writeFileSync(path.join(distDir, `${name}.br`), brotliCompressSync(content));
      writeFileSync(path.join(distDir, `${name}.gz`), gzipSync(content));
    }
    app = Fastify();
    await app.register(spa, { distDir });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('sends the Brotli copy of a script to a browser that accepts it, cached for a year under its hashed name', async () => {
    const response = await app.inject({ url: `/${SCRIPT}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(CODE.length);
  });

  it('sends the gzip copy to a browser without Brotli, and the file itself to one that accepts neither', async () => {
    const gzip = await app.inject({ url: `/${SCRIPT}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: `/${SCRIPT}`, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CODE);
  });

  it("answers the app's own paths with index.html, compressed and never cached", async () => {
    const response = await app.inject({ url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
