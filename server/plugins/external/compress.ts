import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * The API's JSON compressed for clients that accept it (Brotli, else gzip), from 1 KB up: a page
 * of 25 activities is 13 KB of JSON and 3 KB compressed, the técnico's week for the device
 * (`/api/atividades/meu-dia/pacote`) 63 KB and 7 KB, which a phone on a weak signal waits for
 * before its agenda is up to date (docs/celular.md). Brotli at the plugin's quality 4 takes about
 * 0.1 ms for such a page. The SPA's own files are compressed at build time and already say so
 * (server/spa/plugin.ts). Of the files a person downloads, a CSV export is compressed as it is
 * written; XLSX, PDF, ZIP and images are compressed formats, whose types the plugin leaves alone.
 * The live stream answers outside Fastify's reply. Request bodies are not decompressed: no client
 * of ours sends them compressed.
 */
export const compressao = fp(
  async function compressao(app: FastifyInstance) {
    await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
  },
  { name: 'compressao' },
);
