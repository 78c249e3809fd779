import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PASSWORD, uniqueEmail } from '../support/api/accounts';
import { testDatabase } from '../support/api/buildTestApp';
import { freePort, startServer, stopServer, type ServerProcess } from '../support/serverProcess';

const espera = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Only a PostgreSQL server is shared by several processes and ends their connections.
const noPostgres = process.env.DATABASE_URL ? describe : describe.skip;

noPostgres('several API processes on one database', () => {
  let url: string;
  let dataDir: string;
  const processos: { porta: number; servidor: ServerProcess }[] = [];
  let token: string;

  beforeAll(async () => {
    url = (await testDatabase()).url!;
    dataDir = mkdtempSync(path.join(tmpdir(), 'prumo-processos-'));
    // One after the other: the first migrates and seeds, the second finds it done.
    for (const nome of ['a', 'b']) {
      const porta = await freePort();
      processos.push({ porta, servidor: await startServer({ PORT: String(porta), DATA_DIR: path.join(dataDir, nome), DATABASE_URL: url }) });
    }
    const registered = await fetch(`http://127.0.0.1:${processos[0]!.porta}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nome: 'Ana Souza', email: uniqueEmail('processos'), password: PASSWORD, empresa_nome: 'Processos' }),
    });
    token = ((await registered.json()) as { token: string }).token;
  }, 120_000);

  afterAll(async () => {
    for (const { servidor } of processos) if (servidor.child.exitCode === null && servidor.child.signalCode === null) await stopServer(servidor.child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const vivos = () => processos.filter(({ servidor }) => servidor.child.exitCode === null && servidor.child.signalCode === null);

  /**
   * Sites created in turns on the live processes until `parar`, each failed request tried again on
   * the next one, as a client behind a load balancer does. Answers the ids of the writes answered 201.
   */
  function escrever(): { parar: () => Promise<string[]> } {
    let ativo = true;
    const confirmados: string[] = [];
    const trabalhador = async (indice: number) => {
      for (let n = indice; ativo; n++) {
        const lista = vivos();
        const { porta } = lista[n % lista.length]!;
        try {
          const resposta = await fetch(`http://127.0.0.1:${porta}/api/sites`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ nome: `Site ${indice}-${n}` }),
          });
          if (resposta.status === 201) confirmados.push(((await resposta.json()) as { id: string }).id);
          else await resposta.text();
        } catch {
          // A connection cut by a process that died: neither acknowledged nor counted.
        }
      }
    };
    const todos = [0, 1, 2, 3].map(trabalhador);
    return {
      parar: async () => {
        ativo = false;
        await Promise.all(todos);
        return confirmados;
      },
    };
  }

  async function ausentes(ids: string[]): Promise<string[]> {
    const cliente = new pg.Client({ connectionString: url });
    await cliente.connect();
    try {
      const { rows } = await cliente.query<{ id: string }>('select id::text as id from site where id::text = any($1::text[])', [ids]);
      const presentes = new Set(rows.map((row) => row.id));
      return ids.filter((id) => !presentes.has(id));
    } finally {
      await cliente.end();
    }
  }

  /** A process serves again once a read answers 200; a pooled connection already ended may fail one before. */
  async function serve(porta: number): Promise<boolean> {
    for (let tentativa = 0; tentativa < 20; tentativa++) {
      const status = await fetch(`http://127.0.0.1:${porta}/api/sites`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);
      if (status === 200) return true;
      await espera(100);
    }
    return false;
  }

  it('keeps both up and every acknowledged write when the database ends all their connections', async () => {
    const escrita = escrever();
    await espera(500);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const { rowCount } = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    await admin.end();
    await espera(1_000);
    const confirmados = await escrita.parar();

    expect(rowCount).toBeGreaterThanOrEqual(2);
    expect(vivos()).toHaveLength(2);
    for (const { porta } of processos) expect(await serve(porta)).toBe(true);
    expect(confirmados.length).toBeGreaterThan(0);
    expect(await ausentes(confirmados)).toEqual([]);
  }, 30_000);

  it('keeps every acknowledged write when one process is killed mid-load, and the other serves', async () => {
    const escrita = escrever();
    await espera(500);
    processos[1]!.servidor.child.kill('SIGKILL');
    await espera(500);
    const confirmados = await escrita.parar();

    expect(vivos().map(({ porta }) => porta)).toEqual([processos[0]!.porta]);
    expect(await serve(processos[0]!.porta)).toBe(true);
    expect(await ausentes(confirmados)).toEqual([]);
  }, 30_000);
});
