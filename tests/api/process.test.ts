import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spaBuildState } from '#server/spa/buildState';
import { PASSWORD, uniqueEmail } from '../support/api/accounts';
import { testDatabase } from '../support/api/buildTestApp';
import { freePort, NPM_START, projectRoot, startServer, stopServer as stop } from '../support/serverProcess';

const json = { 'content-type': 'application/json' };

/** Whether a new connection to the port is refused, as once the server has stopped listening. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNREFUSED' ? resolve(true) : reject(error)));
  });
}

function answerOf(request: http.ClientRequest): Promise<{ status: number | undefined; text: string }> {
  return new Promise((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.once('end', () => resolve({ status: response.statusCode, text }));
      response.once('error', reject);
    });
  });
}

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
    return { port, env, api };
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

  it('finishes a request in flight when told to stop, refusing new connections meanwhile, then exits 0', async () => {
    const { port, env, api } = await environment();
    // At debug level the server logs each request as it arrives: the sign of a request in flight.
    const server = await startServer({ ...env, LOG_LEVEL: 'debug' });
    const email = uniqueEmail('em-curso');
    const registered = await api('/api/auth/register', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ nome: 'Em Curso', email, password: PASSWORD, empresa_nome: 'Encerramento' }),
    });
    expect(registered.status).toBe(201);

    // A slow upload, as from a phone on a weak network: half the body before the signal, the rest
    // after. Like a browser's, its connection stays open for the next request unless told otherwise.
    const agent = new http.Agent({ keepAlive: true });
    const body = JSON.stringify({ email, password: PASSWORD });
    const half = Math.floor(body.length / 2);
    const login = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/auth/login',
      agent,
      headers: { ...json, 'content-length': Buffer.byteLength(body) },
    });
    let answered = false;
    const answer = answerOf(login).finally(() => (answered = true));
    login.write(body.slice(0, half));
    await server.waitFor(/"url":"\/api\/auth\/login"[^\n]*"msg":"incoming request"/);

    const exited = stop(server.child);
    await server.waitFor('"msg":"encerrando"');
    const deadline = Date.now() + 5_000;
    while (!(await refused(port))) {
      if (Date.now() > deadline) throw new Error('o servidor continuou aceitando conexões depois do SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(answered).toBe(false);

    login.end(body.slice(half));
    const { status, text } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(text)).toEqual({ token: expect.any(String), user: expect.objectContaining({ email }) });
    expect(await exited).toBe(0);
    expect(server.output()).not.toMatch(/"level":(50|60)/);
    agent.destroy();
  }, 60_000);
});
