import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { EMPRESA_HEADER } from '../../contract/limits';
import type { SessionResponse } from '../../contract/auth';
import { openDatabase, pgliteDir } from '../../server/db/engine';
import { freePort, startServer, stopServer } from '../support/serverProcess';
import type autocannon from 'autocannon';
import { DURATION_S, load, startBaseline, type LoadResult } from './http';
import { seedSites } from './sitesSeed';
import { siteScenarios } from './sitesScenarios';

export const SITES_IN_COMPANY = 100_000;
export const SITES_IN_OTHER_COMPANY = 3_000;

export interface SitePair {
  name: string;
  bare: LoadResult;
  api: LoadResult;
}

export interface SitesBench {
  engine: 'PostgreSQL' | 'PGlite';
  seedSeconds: number;
  pairs: SitePair[];
}

async function session(url: string, route: string, body: object): Promise<SessionResponse> {
  const response = await fetch(`${url}/api/auth/${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as SessionResponse;
}

const adminLogin = (url: string) => session(url, 'login', { email: 'admin@prumo.example', password: 'prumo-demo' });

function merge(name: string, first: LoadResult, second: LoadResult): LoadResult {
  return {
    name,
    requestsPerSecond: Math.round((first.requestsPerSecond + second.requestsPerSecond) / 2),
    p50: (first.p50 + second.p50) / 2,
    p99: Math.max(first.p99, second.p99),
    errors: first.errors + second.errors,
  };
}

/**
 * Bare route, API, API, bare route, each for half the time: on a machine whose load drifts during
 * the run, both sides meet the same drift. req/s and p50 are the two halves' mean; p99 the worse.
 */
async function pair(name: string, bare: autocannon.Options, api: autocannon.Options): Promise<SitePair> {
  const half = { duration: DURATION_S / 2 };
  const bareFirst = await load(name, { ...bare, ...half });
  const apiFirst = await load(name, { ...api, ...half });
  const apiSecond = await load(name, { ...api, ...half });
  const bareSecond = await load(name, { ...bare, ...half });
  return { name, bare: merge(name, bareFirst, bareSecond), api: merge(name, apiFirst, apiSecond) };
}

/** One answer before the load: a route that fails would otherwise be measured as fast. */
async function expectOk(url: string, headers: Record<string, string> = {}): Promise<void> {
  const response = await fetch(url, { headers });
  const text = await response.text();
  if (response.status !== 200 || text.includes('"items":[]')) throw new Error(`${url}: ${response.status} ${text.slice(0, 300)}`);
}

/**
 * The site routes at 100,000 sites: the real server (session, company, role switch and row-level
 * security) beside bare Fastify routes running the repository's SQL as the owner, in one run.
 * The demo company gets the sites and another company a few thousand, written with SQL while the
 * server is stopped (PGlite is one process's), then the server starts again on the same data.
 */
export async function measureSites(): Promise<SitesBench> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prumo-bench-sites-'));
  const baselineDir = path.join(dataDir, 'baseline');
  const databaseUrl = process.env.DATABASE_URL ?? '';
  const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'info' };
  const appPort = await freePort();
  const appUrl = `http://127.0.0.1:${appPort}`;

  let app = await startServer({ ...env, PORT: String(appPort) });
  let baseline: { stop: () => void } | null = null;
  try {
    const demo = (await adminLogin(appUrl)).user.empresa[0];
    const other = (
      await session(appUrl, 'register', {
        nome: 'Outra Empresa',
        email: `bench-${Date.now()}@prumo.example`,
        password: 'senha-do-bench',
        empresa_nome: 'Outra Empresa do Bench',
      })
    ).user.empresa[0];
    if (!demo || !other) throw new Error('as empresas do bench não foram encontradas');
    await stopServer(app.child);

    const started = performance.now();
    const database = await openDatabase(databaseUrl ? { engine: 'postgres', url: databaseUrl } : { engine: 'pglite', dataDir });
    let siteId: string;
    try {
      await seedSites(database.db, demo.id, SITES_IN_COMPANY);
      await seedSites(database.db, other.id, SITES_IN_OTHER_COMPANY);
      const { rows } = await sql<{ id: string }>`select id from site where empresa_id = ${demo.id} order by codigo offset ${SITES_IN_COMPANY / 2} limit 1`.execute(database.db);
      siteId = rows[0]?.id ?? '';
    } finally {
      await database.close();
    }
    const seedSeconds = (performance.now() - started) / 1000;
    // The bare routes' PGlite gets its own copy: one data folder is one process's.
    if (!databaseUrl) cpSync(pgliteDir(dataDir), pgliteDir(baselineDir), { recursive: true });

    app = await startServer({ ...env, PORT: String(appPort) });
    const basePort = await freePort();
    const baseUrl = `http://127.0.0.1:${basePort}`;
    baseline = await startBaseline(
      { PORT: String(basePort), DATA_DIR: baselineDir, EMPRESA_ID: demo.id, SITE_ID: siteId },
      'tests/bench/sitesBaseline.ts',
    );
    const headers = { authorization: `Bearer ${(await adminLogin(appUrl)).token}`, [EMPRESA_HEADER]: demo.id };

    const pairs: SitePair[] = [];
    for (const [index, scenario] of siteScenarios(siteId).entries()) {
      await expectOk(`${baseUrl}/bare/${index}`);
      await expectOk(`${appUrl}${scenario.path}`, headers);
      pairs.push(await pair(scenario.name, { url: `${baseUrl}/bare/${index}` }, { url: `${appUrl}${scenario.path}`, headers }));
    }
    return { engine: databaseUrl ? 'PostgreSQL' : 'PGlite', seedSeconds, pairs };
  } finally {
    baseline?.stop();
    await stopServer(app.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
