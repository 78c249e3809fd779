import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { SessionResponse } from '#contract/auth';
import { freePort, projectRoot, startServer, stopServer } from '../support/serverProcess';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

export async function load(name: string, options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ connections: 10, duration: DURATION_S, ...options });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The same query through the API and through a bare route, measured in one run. */
export interface LoadPair {
  name: string;
  bare: LoadResult;
  api: LoadResult;
}

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
export async function pair(name: string, bare: autocannon.Options, api: autocannon.Options): Promise<LoadPair> {
  const half = { duration: DURATION_S / 2 };
  // One unmeasured second on each first: a route's first requests compile its code in V8 and read
  // its pages into PostgreSQL's cache, which counted against whichever side was measured first.
  await load(name, { ...bare, duration: 1 });
  await load(name, { ...api, duration: 1 });
  const bareFirst = await load(name, { ...bare, ...half });
  const apiFirst = await load(name, { ...api, ...half });
  const apiSecond = await load(name, { ...api, ...half });
  const bareSecond = await load(name, { ...bare, ...half });
  return { name, bare: merge(name, bareFirst, bareSecond), api: merge(name, apiFirst, apiSecond) };
}

/** One answer before the load: a route that fails would otherwise be measured as fast. */
export async function expectOk(url: string, headers: Record<string, string> = {}): Promise<void> {
  const response = await fetch(url, { headers });
  const text = await response.text();
  if (response.status !== 200 || text.includes('"items":[]')) throw new Error(`${url}: ${response.status} ${text.slice(0, 300)}`);
}

export async function session(url: string, route: string, body: object): Promise<SessionResponse> {
  const response = await fetch(`${url}/api/auth/${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as SessionResponse;
}

/** The demo company's admin, signed in. */
export const adminLogin = (url: string) => session(url, 'login', { email: 'admin@prumo.example', password: 'prumo-demo' });

/** A bare server of tests/bench (`script`) in a child process, once it says it is ready. */
export async function startBaseline(env: Record<string, string>, script = 'tests/bench/baseline.ts'): Promise<{ stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('baseline pronta') && resolve());
    child.once('exit', (code) => reject(new Error(`a linha de base terminou (${code})`)));
  });
  return { stop: () => child.kill('SIGTERM') };
}

async function timedLogin(url: string, email: string): Promise<number> {
  const started = process.hrtime.bigint();
  await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'senha-errada-123' }),
  });
  return Number(process.hrtime.bigint() - started) / 1e6;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * Refused sign-ins, a wrong password and an unknown e-mail in turns, after a warm-up: the median
 * of each. Seven of each stay under the per-e-mail limit, so no answer is a quick 429.
 */
async function refusedLogins(url: string): Promise<{ wrongPasswordMs: number; unknownEmailMs: number }> {
  await timedLogin(url, 'ninguem-0@prumo.example');
  const wrong: number[] = [];
  const unknown: number[] = [];
  for (let attempt = 1; attempt <= 7; attempt++) {
    wrong.push(await timedLogin(url, 'admin@prumo.example'));
    unknown.push(await timedLogin(url, `ninguem-${attempt}@prumo.example`));
  }
  return { wrongPasswordMs: median(wrong), unknownEmailMs: median(unknown) };
}

/** The API's layers, each as a ratio of what is beneath it: bare Fastify, the raw query, health, the session check. */
export async function measureHttp(): Promise<{ results: LoadResult[]; login: { wrongPasswordMs: number; unknownEmailMs: number } }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prumo-bench-'));
  const databaseUrl = process.env.DATABASE_URL ?? '';
  const appPort = await freePort();
  const basePort = await freePort();
  const app = await startServer(
    { PORT: String(appPort), DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'info' },
    { logFile: path.join(dataDir, 'servidor.log') },
  );
  const baseline = await startBaseline({ PORT: String(basePort), DATA_DIR: path.join(dataDir, 'baseline') });
  const appUrl = `http://127.0.0.1:${appPort}`;
  const baseUrl = `http://127.0.0.1:${basePort}`;
  try {
    const login = await fetch(`${appUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@prumo.example', password: 'prumo-demo' }),
    });
    const { token } = (await login.json()) as { token: string };
    // Both answers are 401; the point is that they take about as long (no account probing by timing).
    const refused = await refusedLogins(appUrl);
    const results = [
      await load('Fastify puro (GET /bare)', { url: `${baseUrl}/bare` }),
      await load('Consulta crua select 1 (GET /raw)', { url: `${baseUrl}/raw` }),
      await load('GET /api/health', { url: `${appUrl}/api/health` }),
      await load('POST /api/auth/check', {
        url: `${appUrl}/api/auth/check`,
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      }),
    ];
    return { results, login: refused };
  } finally {
    baseline.stop();
    await stopServer(app.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
