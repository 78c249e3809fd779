import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySerializerCompiler } from 'fastify/types/schema';

// Fastify's own serializer compiler, with no shared schemas (the app adds none) and its defaults.
const compilar = SerializerSelector()(undefined, {});
const compilados = new Map<string, (data: unknown) => string>();

/**
 * Fastify's own answer serializer, remembering what it compiled: as with the validators
 * (validator.ts), a process that builds the app more than once compiles each answer schema once.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = (rota) => {
  const chave = JSON.stringify(rota.schema);
  let serializar = compilados.get(chave);
  if (!serializar) {
    serializar = compilar({ ...rota, httpStatus: rota.httpStatus ?? '' });
    compilados.set(chave, serializar);
  }
  return serializar;
};
