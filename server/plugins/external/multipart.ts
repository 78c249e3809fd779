import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, httpErrors } from '../../http/errors';
import { motivo } from '#contract/mensagensDoCampo';
import { dito } from '../../http/textoDoCampo';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The bytes of the file sent as `field` of a multipart/form-data body, at most `maxBytes`
     * (413 beyond). Refuses, in Portuguese, a body that is not multipart or has no such file.
     */
    uploadedFile(field: string, maxBytes: number): Promise<Buffer>;
    /** As uploadedFile, with the file name the sender gave (untrusted: to show, never a path). */
    uploadedNamedFile(field: string, maxBytes: number): Promise<{ bytes: Buffer; filename: string }>;
  }
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * File uploads, for the routes of the scope that registers this (the rest of the API takes JSON
 * only). One file per request, no other fields.
 */
export const multipartUploads = fp(
  async function multipartUploads(app: FastifyInstance) {
    await app.register(multipart, { limits: { files: 1, fields: 0, parts: 1 } });

    app.decorateRequest('uploadedFile', async function uploadedFile(this: FastifyRequest, field: string, maxBytes: number) {
      return (await this.uploadedNamedFile(field, maxBytes)).bytes;
    });

    app.decorateRequest('uploadedNamedFile', async function uploadedNamedFile(this: FastifyRequest, field: string, maxBytes: number) {
      if (!this.isMultipart()) throw new HttpError(415, 'tipo_de_conteudo', 'Envie o arquivo como multipart/form-data.');
      try {
        const file = await this.file({ limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 } });
        if (!file || file.fieldname !== field) throw httpErrors.invalidField(field, motivo('obrigatorio'));
        return { bytes: await file.toBuffer(), filename: file.filename };
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') {
          const tooBig = dito(motivo('arquivo_grande_demais', { maximo: formatBytes(maxBytes) }));
          throw new HttpError(413, 'corpo_grande_demais', tooBig.message, { [field]: [tooBig] });
        }
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
          throw new HttpError(400, 'requisicao_invalida', 'Envie um único arquivo, sem outros campos.');
        }
        throw error;
      }
    });
  },
  { name: 'multipart-uploads' },
);
