import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { freePort, projectRoot, startServer, stopServer } from '../support/serverProcess';

const distDir = path.join(projectRoot, 'dist');
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
}

function sizeOf(file: string): FileSize {
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

/** Every script a real browser fetches to show `pathname` to a visitor: the first page's JavaScript. */
export async function scriptsLoadedBy(url: string, pathname: string): Promise<FileSize[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname.slice(1));
    });
    await page.goto(url + pathname, { waitUntil: 'networkidle' });
    // On a busy machine the main chunk can run longer than networkidle's quiet half second, which
    // then comes before the page's own chunks are asked for: count once the page has drawn.
    await page.locator('h1').first().waitFor();
    return [...scripts].map(sizeOf);
  } finally {
    await browser.close();
  }
}
