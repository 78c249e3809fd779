import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import autoload from '@fastify/autoload';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { systemClock, type Clock } from './clock';
import { loadConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/engine';
import { doisFatores } from './db/repositories/doisFatores';
import { comoDono } from './db/tenant';
import { caractereInvalido, podeTerCaractereInvalido } from './http/caractereInvalido';
import { RequestLog } from './http/requestLog';
import { rotas } from './http/rotas';
import { serializerCompiler } from './http/serializer';
import { validatorCompiler } from './http/validator';
import { aoVivo } from './plugins/app/aoVivo';
import { database } from './plugins/app/database';
import { saidaAoVivo } from './plugins/app/saidaAoVivo';
import { requireSession } from './plugins/app/session';
import { emailsDeNotificacao } from './plugins/app/emailsDeNotificacao';
import { fila, type OpcoesDoPluginDaFila } from './plugins/app/fila';
import { seriesRecorrentes } from './plugins/app/seriesRecorrentes';
import { errorHandler } from './plugins/app/errorHandler';
import { gracefulClose } from './plugins/app/gracefulClose';
import { mail } from './plugins/app/mail';
import { sessoesRecentes } from './plugins/app/sessoesRecentes';
import { streamsDaSessao } from './plugins/app/streamsDaSessao';
import { rateLimiting } from './plugins/external/rateLimit';
import { securityHeaders } from './plugins/external/helmet';
import { compressao } from './plugins/external/compress';
import { apiDocs } from './plugins/external/swagger';
import { chaveDoCofre, criarCofre, type Cofre } from './security/cofre';
import { createPasswords, type Passwords } from './security/passwords';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
    passwords: Passwords;
    cofre: Cofre;
  }
}

export interface BuildAppOptions {
  /** Default: read from the environment. */
  config?: Config;
  /** An open database to use and leave open; default: open the configured one and close it with the app. */
  database?: DatabaseHandle;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** The job queue's waits (tests shorten them). */
  fila?: Omit<OpcoesDoPluginDaFila, 'banco'>;
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** The whole API as one Fastify instance, not yet listening: main.ts runs it, tests inject into it. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    // A hop count becomes proxy-addr's own rule for it: Fastify's types take no number.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    logController: new RequestLog(),
    // The database plugin brings the schema up to date before the app serves: on a large
    // database a migration's backfill takes minutes, and a plugin timeout would kill the start
    // half-way (the migration rolls back and the next start tries again, forever).
    pluginTimeout: 0,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // An empty JSON body is no body (clients send the header on body-less POSTs); anything else is parsed strictly.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // The API speaks JSON only: any other body is 415, not a string that fails validation.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    parseJson(request, text, (error, value) => {
      if (error) return done(error, undefined);
      const invalido = podeTerCaractereInvalido(text) ? caractereInvalido(value) : null;
      done(invalido, invalido ? undefined : value);
    });
  });
  // A query string or a path can carry %00 too; a lone surrogate cannot (its bytes are no UTF-8).
  app.addHook('preValidation', async (request) => {
    const invalido = caractereInvalido(request.query) ?? caractereInvalido(request.params);
    if (invalido) throw invalido;
  });

  app.decorate('config', config);
  app.decorate('clock', options.clock ?? systemClock);
  app.decorate('passwords', createPasswords(config.argon2));
  app.decorate('cofre', criarCofre(await chaveDoCofre(config.secretKey, config.dataDir)));

  await app.register(errorHandler);
  await app.register(gracefulClose);
  await app.register(securityHeaders);
  await app.register(compressao);
  await app.register(apiDocs);
  const handle = options.database ?? (await openDatabase(locationOf(config), (mensagem, err) => app.log.warn({ err }, mensagem)));
  await app.register(database, { handle, owned: options.database === undefined, cofre: app.cofre });
  await app.register(sessoesRecentes);
  await app.register(mail);
  await app.register(seriesRecorrentes);
  await app.register(rateLimiting);
  await app.register(aoVivo);
  await app.register(saidaAoVivo);
  await app.register(emailsDeNotificacao);
  await app.register(fila, { ...options.fila, banco: handle.fila });
  await app.register(streamsDaSessao);

  // One folder per address under routes/api/, whose index.ts holds its routes; what every route
  // there shares (the session, the errors the docs list) is registered once, around them all.
  // The routes are TypeScript run by tsx, which autoload does not detect when tsx is loaded with --import.
  process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';
  await app.register(
    rotas('api', async (api) => {
      await api.register(requireSession);
      await api.register(autoload, { dir: join(__dirname, 'routes/api') });
    }),
    { prefix: '/api' },
  );
  return app;
}

function locationOf(config: Config) {
  return config.databaseUrl
    ? ({ engine: 'postgres', url: config.databaseUrl, poolMode: config.databasePoolMode } as const)
    : ({ engine: 'pglite', dataDir: config.dataDir } as const);
}
