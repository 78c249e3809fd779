import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { uniqueEmail } from '../support/api/accounts';
import { testDatabase } from '../support/api/buildTestApp';
import { freePort, startServer, stopServer as stop } from '../support/serverProcess';

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
