import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { EMPRESA_HEADER } from '#contract/limits';
import { openDatabase, pgliteDir } from '#server/db/engine';
import { comoDono } from '#server/db/tenant';
import { freePort, startServer, stopServer } from '../support/serverProcess';
import { measureScenarios } from './cenarios';
import { adminLogin, session, startBaseline, type LoadPair } from './http';
import { seedSites } from './sitesSeed';
import { siteScenarios } from './sitesScenarios';

export const SITES_IN_COMPANY = 100_000;
export const SITES_IN_OTHER_COMPANY = 3_000;

export interface SitesBench {
  engine: 'PostgreSQL' | 'PGlite';
  seedSeconds: number;
  pairs: LoadPair[];
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
    const admin = (await adminLogin(appUrl)).user;
    const demo = admin.empresa[0];
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
      siteId = await comoDono('testes', async () => {
        await seedSites(database.db, demo.id, SITES_IN_COMPANY);
        await seedSites(database.db, other.id, SITES_IN_OTHER_COMPANY);
        const { rows } = await sql<{ id: string }>`select id from site where empresa_id = ${demo.id} order by codigo offset ${SITES_IN_COMPANY / 2} limit 1`.execute(database.db);
        return rows[0]?.id ?? '';
      });
    } finally {
      await database.close();
    }
    const seedSeconds = (performance.now() - started) / 1000;
    // The bare routes' PGlite gets its own copy: one data folder is one process's.
    if (!databaseUrl) cpSync(pgliteDir(dataDir), pgliteDir(baselineDir), { recursive: true });

    app = await startServer({ ...env, PORT: String(appPort) }, { logFile: path.join(dataDir, 'servidor.log') });
    const basePort = await freePort();
    const baseUrl = `http://127.0.0.1:${basePort}`;
    baseline = await startBaseline(
      { PORT: String(basePort), DATA_DIR: baselineDir, EMPRESA_ID: demo.id, CENARIOS: 'sites', PARAMETROS: JSON.stringify({ siteId, usuarioId: admin.id }) },
      'tests/bench/sqlBaseline.ts',
    );
    const headers = { authorization: `Bearer ${(await adminLogin(appUrl)).token}`, [EMPRESA_HEADER]: demo.id };

    const pairs = await measureScenarios(appUrl, baseUrl, siteScenarios(siteId, admin.id), headers);
    return { engine: databaseUrl ? 'PostgreSQL' : 'PGlite', seedSeconds, pairs };
  } finally {
    baseline?.stop();
    await stopServer(app.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
