import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { uniqueEmail } from '../support/api/accounts';
import { testDatabase } from '../support/api/buildTestApp';

const root = path.resolve(__dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** server/main.ts as `npm start` runs it, on its own port and data folder. */
async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (!output.includes('Acesso de demonstração')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`o servidor não subiu:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, output: () => output };
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

describe('the real server process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prumo-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps the data across a graceful restart', async () => {
    const port = await freePort();
    // On a PostgreSQL server, the process gets this file's own fresh database.
    const env = { PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: (await testDatabase()).url ?? '' };
    const api = (url: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}${url}`, init);
    const email = uniqueEmail('processo');

    const first = await startServer(env);
    expect(first.output()).toContain('admin@prumo.example');
    expect(first.output()).toContain('prumo-demo');
    const registered = await api('/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nome: 'Processo', email, password: 'senha-do-processo', empresa_nome: 'Persistente' }),
    });
    expect(registered.status).toBe(201);
    expect(await stop(first.child)).toBe(0);

    const second = await startServer(env);
    try {
      const login = await api('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'senha-do-processo' }),
      });
      expect(login.status).toBe(200);
      expect((await login.json()).user.empresa[0].nome).toBe('Persistente');
      const demo = await api('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@prumo.example', password: 'prumo-demo' }),
      });
      expect((await demo.json()).user.empresa).toEqual([expect.objectContaining({ nome: 'Prumo Demonstração', papel: 'admin' })]);
      const page = await api('/meu-perfil');
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('cache-control')).toBe('no-cache');
    } finally {
      expect(await stop(second.child)).toBe(0);
    }
  }, 120_000);
});
