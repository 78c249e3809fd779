import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '#server/app';
import type { Clock } from '#server/clock';
import { loadConfig, type Config } from '#server/config';
import type { Database } from '#server/db/schema';
import { comoDono } from '#server/db/tenant';
import { withQueryLog } from './queryLog';
import { vigiarRespostasDeErro } from './respostasDeErro';
import { createTestDatabase, type TestDatabase } from './testDatabase';

type ConfigOverrides = Partial<Omit<Config, 'rateLimit'>> & { rateLimit?: Partial<Config['rateLimit']> };

let database: Promise<TestDatabase> | null = null;
// The file's apps share its database, so they share the key of the secrets kept in it.
const secretKey = randomBytes(32);
const apps: FastifyInstance[] = [];
const semCodigo: string[] = [];

// Every error answer of every API test carries a code of contract/errors.ts (docs/erros.md).
afterEach(() => {
  expect(semCodigo.splice(0)).toEqual([]);
});

// Jest loads this module once per test file: the file's apps share one database, and both are
// closed when the file ends.
afterAll(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  if (database) await (await database).drop();
  database = null;
});

export function testConfig(overrides: ConfigOverrides = {}): Config {
  const base = loadConfig({});
  const { rateLimit, ...rest } = overrides;
  return {
    ...base,
    dataDir: mkdtempSync(path.join(tmpdir(), 'prumo-api-')),
    appUrl: 'http://prumo.test',
    secretKey,
    // Cheap hashes keep the suite fast; production keeps the defaults of config.ts.
    argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    rateLimit: { perIp: 100_000, perEmail: 100_000, windowMs: 60_000, perToken: 100_000, ...rateLimit },
    ...rest,
  };
}

/**
 * The real app on the file's database, not listening; use `app.inject`. With `queries`, every
 * query the app runs is appended to it as SQL. Its log is off unless `logger` says otherwise.
 */
export async function buildTestApp(
  options: { config?: ConfigOverrides; clock?: Clock; queries?: string[]; logger?: FastifyServerOptions['logger'] } = {},
): Promise<FastifyInstance> {
  database ??= createTestDatabase();
  const { handle } = await database;
  const app = await buildApp({
    config: testConfig(options.config),
    database: options.queries ? withQueryLog(handle, options.queries) : handle,
    clock: options.clock,
    logger: options.logger ?? false,
    // A test that starts the job queue queues its own rounds and waits for them and their retries in seconds.
    fila: { buscaS: 0.5, esperaS: 1, agendar: false },
  });
  vigiarRespostasDeErro(app, semCodigo);
  apps.push(app);
  return app;
}

/** The file's database handle, for tests that look under the API (e.g. row-level security). */
export async function testDatabase(): Promise<TestDatabase> {
  database ??= createTestDatabase();
  return database;
}

/** Runs `work` on the file's database as the tables' owner, under the API and its row-level security. */
export async function peloDono<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const { handle } = await testDatabase();
  return comoDono('testes', () => work(handle.db));
}

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2026-03-02T12:00:00Z')): Clock & { advance(ms: number): void; set(date: Date): void } {
  let now = start.getTime();
  const clock = () => new Date(now);
  return Object.assign(clock, {
    advance: (ms: number) => void (now += ms),
    set: (date: Date) => void (now = date.getTime()),
  });
}
