import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, projectRoot, startServer, type ServerProcess } from '../../support/serverProcess';

declare global {
  var prumoE2eServer: { server: ServerProcess; dataDir: string } | undefined;
}

/** Builds the SPA the way `npm start` does and starts one real server for the whole browser suite. */
export default async function globalSetup(): Promise<void> {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'server/spa/buildIfNeeded.ts'], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  // buildIfNeeded lets the API start without a UI; the browser suite has nothing to test without one.
  if (build.status !== 0 || !existsSync(path.join(projectRoot, 'dist/index.html'))) {
    throw new Error('a compilação da interface falhou');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prumo-e2e-'));
  const port = await freePort();
  // Webhooks may reach 127.0.0.1: integracoes.test.ts points one at a receiver of its own.
  const server = await startServer({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', WEBHOOK_ALLOW_PRIVATE: 'true' });
  globalThis.prumoE2eServer = { server, dataDir };
  process.env.PRUMO_E2E_URL = `http://127.0.0.1:${port}`;
  // Tests read the mail the server writes to DATA_DIR/outbox/ (an invitation's link).
  process.env.PRUMO_E2E_DATA_DIR = dataDir;
}
