import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort, projectRoot, startServer, stopServer } from '../support/serverProcess';

const distDir = path.join(projectRoot, 'dist');
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
}

export function sizeOf(file: string): FileSize {
  const content = readFileSync(path.join(distDir, file));
  return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

export function buildSpa(): void {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'server/spa/buildIfNeeded.ts'], { cwd: projectRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('a compilação falhou');
}

export function allChunks(): FileSize[] {
  return readdirSync(distDir)
    .filter((file) => file.endsWith('.js'))
    .map(sizeOf)
    .sort((a, b) => b.gzip - a.gzip);
}

export interface RunningApp {
  url: string;
  stop: () => Promise<unknown>;
}

export async function startApp(): Promise<RunningApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prumo-bench-spa-'));
  const port = await freePort();
  const server = await startServer({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await stopServer(server.child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
