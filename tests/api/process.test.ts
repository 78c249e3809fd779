import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spaBuildState } from '../../server/spa/buildState';
import { uniqueEmail } from '../support/api/accounts';
import { testDatabase } from '../support/api/buildTestApp';
import { freePort, NPM_START, projectRoot, startServer, stopServer as stop } from '../support/serverProcess';

const json = { 'content-type': 'application/json' };

// `npm start` builds the SPA when dist/ is missing or stale, a slow Parcel build: in a fresh
// clone, unless the browser suite's setup built it earlier in the same run. The test lets it build:
// that is the path under test, and the restart after it must then find the build up to date.
const spaAtStart = spaBuildState(projectRoot);
const FIRST_START_MS = spaAtStart === 'stale' ? 15 * 60_000 : 60_000;

describe('the real server process', () => {
  const dataDirs: string[] = [];
  afterAll(() => dataDirs.forEach((dataDir) => rmSync(dataDir, { recursive: true, force: true })));

  /** A free port and a fresh data folder; on a PostgreSQL server, this file's own fresh database. */
  async function environment() {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'prumo-main-'));
    dataDirs.push(dataDir);
    const port = await freePort();
    const env = { PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: (await testDatabase()).url ?? '' };
    const api = (url: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}${url}`, init);
    return { env, api };
  }

  it(
    'npm start builds the SPA only when needed, and keeps the data across a graceful restart',
    async () => {
      const { env, api } = await environment();
      const email = uniqueEmail('processo');

      const first = await startServer(env, { command: NPM_START, timeoutMs: FIRST_START_MS });
      expect(first.output()).toContain(spaAtStart === 'stale' ? 'Compilando a interface' : 'Interface já compilada e atualizada');
      expect(first.output()).toContain('admin@prumo.example');
      expect(first.output()).toContain('prumo-demo');
      const registered = await api('/api/auth/register', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ nome: 'Processo', email, password: 'senha-do-processo', empresa_nome: 'Persistente' }),
      });
      expect(registered.status).toBe(201);
      // The signal goes to npm, as from a process manager: the server must get it and close cleanly.
      expect(await stop(first.child)).toBe(0);
      expect(first.output()).toMatch(/"signal":"SIGTERM"[^\n]*"msg":"encerrando"/);

      const second = await startServer(env, { command: NPM_START });
      try {
        expect(second.output()).toContain('Interface já compilada e atualizada (dist/).');
        const login = await api('/api/auth/login', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ email, password: 'senha-do-processo' }),
        });
        expect(login.status).toBe(200);
        expect((await login.json()).user.empresa[0].nome).toBe('Persistente');
        const demo = await api('/api/auth/login', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ email: 'admin@prumo.example', password: 'prumo-demo' }),
        });
        expect((await demo.json()).user.empresa).toEqual([expect.objectContaining({ nome: 'Prumo Demonstração', papel: 'admin' })]);
        const page = await api('/meu-perfil');
        expect(page.status).toBe(200);
        expect(page.headers.get('content-type')).toMatch(/^text\/html/);
        expect(page.headers.get('cache-control')).toBe('no-cache');
        expect(await page.text()).toBe(readFileSync(path.join(projectRoot, 'dist/index.html'), 'utf8'));
      } finally {
        expect(await stop(second.child)).toBe(0);
      }
    },
    FIRST_START_MS + 120_000,
  );
});
