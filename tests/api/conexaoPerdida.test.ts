import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PASSWORD, uniqueEmail } from '../support/api/accounts';
import { testDatabase } from '../support/api/buildTestApp';
import { comTextos } from '../support/api/respostasDeErro';
import { freePort, startServer, stopServer, type ServerProcess } from '../support/serverProcess';

const PEDIDOS = 4;
// pg's default pool size, as server/db/engine.ts leaves it.
const CONEXOES_NO_POOL = 10;

// Only a PostgreSQL server ends connections; PGlite runs in the process and has none to lose.
const noPostgres = process.env.DATABASE_URL ? describe : describe.skip;

noPostgres('a connection the database server ends', () => {
  let server: ServerProcess;
  let dataDir: string;
  let url: string;
  let api: (caminho: string, init?: RequestInit) => Promise<Response>;

  beforeAll(async () => {
    url = (await testDatabase()).url!;
    dataDir = mkdtempSync(path.join(tmpdir(), 'prumo-conexao-'));
    const port = await freePort();
    server = await startServer({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: url });
    api = (caminho, init) => fetch(`http://127.0.0.1:${port}${caminho}`, init);
  }, 120_000);

  afterAll(async () => {
    if (server.child.exitCode === null) await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the requests that held it 503, keeps the process up and serves the next request', async () => {
    const registered = await api('/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nome: 'Ana Souza', email: uniqueEmail('failover'), password: PASSWORD, empresa_nome: 'Failover' }),
    });
    const { token } = (await registered.json()) as { token: string };
    const listar = () => api('/api/sites', { headers: { authorization: `Bearer ${token}` } });

    // The lock holds the list's queries on their connections until the server ends them, as a
    // failover ends every connection whatever it is doing.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query('begin');
      await admin.query('lock table site in access exclusive mode');
      const respostas = Array.from({ length: PEDIDOS }, listar);
      // A transaction keeps its first reading of pg_stat_activity unless told to read it again.
      const esperando = async () => {
        await admin.query('select pg_stat_clear_snapshot()');
        const { rows } = await admin.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return rows[0]!.n;
      };
      while ((await esperando()) < PEDIDOS) await new Promise((resolve) => setTimeout(resolve, 20));
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
      await admin.query('rollback');

      const respondidas = await Promise.all(respostas);
      expect(respondidas.map((resposta) => resposta.status).filter((codigo) => codigo !== 200 && codigo !== 503)).toEqual([]);
      const indisponiveis = respondidas.filter((resposta) => resposta.status === 503);
      expect(indisponiveis.length).toBeGreaterThan(0);
      for (const resposta of indisponiveis) {
        expect(resposta.headers.get('retry-after')).toBe('5');
        expect(comTextos(await resposta.json())).toEqual({ code: 'banco_indisponivel', message: 'O banco de dados está indisponível no momento. Tente novamente em instantes.' });
      }
    } finally {
      await admin.end();
    }

    expect(server.child.exitCode).toBeNull();
    // A connection idle in the pool may still look alive when the next request takes it, if the
    // process has not yet read its end: it fails that one request, and the pool drops it.
    const seguintes: number[] = [];
    while (seguintes.length < CONEXOES_NO_POOL && seguintes.at(-1) !== 200) seguintes.push((await listar()).status);
    expect(seguintes.filter((codigo) => codigo !== 503)).toEqual([200]);
  });
});
