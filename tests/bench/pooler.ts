import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type PoolMode } from '#server/db/engine';
import { comoDono, lendoNaEmpresa } from '#server/db/tenant';
import { DEMO_PASSWORD } from '#server/seed/demoEmpresa';
import { freePort, startServer, stopServer } from '../support/serverProcess';
import { POSTGRES } from './escala';
import { DURATION_S, load, median, session, type LoadResult } from './http';

/** As many server connections as the app's own pool holds (pg's default, left by server/db/engine.ts): the pooler adds a hop, not a limit. */
const CONEXOES_NO_SERVIDOR = 10;

interface Caminho {
  nome: string;
  /** DATABASE_POOL_MODE of the app. */
  modo: 'session' | 'transaction';
  viaPooler: boolean;
}

const CAMINHOS: Caminho[] = [
  { nome: 'direto, DATABASE_POOL_MODE=session (padrão)', modo: 'session', viaPooler: false },
  { nome: 'direto, DATABASE_POOL_MODE=transaction', modo: 'transaction', viaPooler: false },
  { nome: 'PgBouncer em transaction, DATABASE_POOL_MODE=transaction', modo: 'transaction', viaPooler: true },
];

/** Debian's pgbouncer in transaction mode in front of the bench's PostgreSQL, on a port of its own. */
async function iniciarPgbouncer(dir: string): Promise<{ url: string; parar: () => void }> {
  const servidor = new URL(POSTGRES);
  const porta = await freePort();
  const ini = path.join(dir, 'pgbouncer.ini');
  writeFileSync(path.join(dir, 'users.txt'), `"${decodeURIComponent(servidor.username)}" ""\n`);
  writeFileSync(
    ini,
    [
      '[databases]',
      `* = host=${servidor.hostname} port=${servidor.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${porta}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'users.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${CONEXOES_NO_SERVIDOR}`,
      'max_client_conn = 200',
      'ignore_startup_parameters = extra_float_digits',
    ].join('\n'),
  );
  chmodSync(dir, 0o755);
  // pgbouncer refuses to run as root: it then runs as postgres, as Debian's service does.
  const comoRoot = process.getuid?.() === 0 ? ['-u', 'postgres'] : [];
  const filho: ChildProcess = spawn('pgbouncer', [...comoRoot, ini], { stdio: 'ignore' });
  const parar = () => {
    if (filho.exitCode === null) filho.kill('SIGTERM');
  };
  const prazo = Date.now() + 10_000;
  while (!(await aceita(porta))) {
    if (filho.exitCode !== null || Date.now() > prazo) {
      parar();
      throw new Error('o pgbouncer não abriu a porta (está instalado? apt-get install pgbouncer)');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  servidor.port = String(porta);
  servidor.hostname = '127.0.0.1';
  return { url: servidor.toString().replace(/\/$/, ''), parar };
}

const CONSULTAS_POR_RODADA = 300;
const RODADAS = 7;

/**
 * What a read's binding costs by itself: one activity read by id, one query after the other on one
 * connection, as µs per query, each path in turn for RODADAS rounds (the median of its rounds).
 * Without concurrency the figure is the round trip plus PostgreSQL's work, not the machine's queue.
 */
async function custoPorConsulta(caminhos: { nome: string; url: string; modo: PoolMode }[]) {
  const abertos: { nome: string; handle: DatabaseHandle; rodadas: number[] }[] = [];
  try {
    for (const caminho of caminhos) {
      abertos.push({ nome: caminho.nome, handle: await openDatabase({ engine: 'postgres', url: caminho.url, poolMode: caminho.modo }), rodadas: [] });
    }
    const { empresa_id: empresaId, id } = await comoDono('testes', () =>
      abertos[0]!.handle.db.selectFrom('atividade').select(['empresa_id', 'id']).limit(1).executeTakeFirstOrThrow(),
    );
    const ler = (handle: DatabaseHandle) =>
      lendoNaEmpresa(handle.db, empresaId, (db) => db.selectFrom('atividade').select(['id', 'titulo']).where('id', '=', id).execute());
    for (let rodada = 0; rodada <= RODADAS; rodada++) {
      for (const aberto of abertos) {
        const inicio = process.hrtime.bigint();
        for (let i = 0; i < CONSULTAS_POR_RODADA; i++) await ler(aberto.handle);
        const us = Number(process.hrtime.bigint() - inicio) / 1000 / CONSULTAS_POR_RODADA;
        // The first round warms the connections and the plans; it is not counted.
        if (rodada > 0) aberto.rodadas.push(us);
      }
    }
    const base = median(abertos[0]!.rodadas);
    return abertos.map(({ nome, rodadas }) => ({
      caminho: nome,
      'µs por leitura (mediana)': Math.round(median(rodadas)),
      'menor / maior rodada': `${Math.round(Math.min(...rodadas))} / ${Math.round(Math.max(...rodadas))}`,
      'a mais que direto em session': `${Math.round(median(rodadas) - base)} µs`,
    }));
  } finally {
    await Promise.all(abertos.map(({ handle }) => handle.close()));
  }
}

const aceita = (porta: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ port: porta, host: '127.0.0.1' });
    socket.once('connect', () => (socket.end(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/**
 * `npm run bench -- pooler`: the same reads and write with the app straight on PostgreSQL in
 * session mode (a read binds the connection's session once), straight on it in transaction mode
 * (each read binds its own transaction, in the query's round trip) and through PgBouncer in
 * transaction mode, each with one API process on the same seeded database.
 */
export async function measurePooler(): Promise<void> {
  const nomeDoBanco = `prumo_pooler_${process.pid}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'prumo-pooler-'));
  const admin = new pg.Client({ connectionString: `${POSTGRES}/postgres` });
  await admin.connect();
  await admin.query(`create database ${nomeDoBanco}`);
  let pgbouncer: Awaited<ReturnType<typeof iniciarPgbouncer>> | undefined;
  try {
    pgbouncer = await iniciarPgbouncer(dir);
    const linhas: (LoadResult & { caminho: string })[] = [];
    // There and back (A B C C B A), each path's figures the mean of its two runs: the database's
    // cache and the machine's other work weigh on every path alike.
    for (const caminho of [...CAMINHOS, ...[...CAMINHOS].reverse()]) {
      const porta = await freePort();
      const servidor = await startServer({
        PORT: String(porta),
        DATA_DIR: path.join(dir, String(porta)),
        DATABASE_URL: `${caminho.viaPooler ? pgbouncer.url : POSTGRES}/${nomeDoBanco}`,
        DATABASE_POOL_MODE: caminho.modo,
        SECRET_KEY: '5f'.repeat(32),
      });
      try {
        const url = `http://127.0.0.1:${porta}`;
        const gestor = { authorization: `Bearer ${(await session(url, 'login', { email: 'gestor@prumo.example', password: DEMO_PASSWORD })).token}` };
        const tecnico = { authorization: `Bearer ${(await session(url, 'login', { email: 'tecnico@prumo.example', password: DEMO_PASSWORD })).token}` };
        const lista = await fetch(`${url}/api/atividades?limite=20`, { headers: gestor });
        const ids = ((await lista.json()) as { items: { id: string }[] }).items.map((item) => item.id);
        if (ids.length === 0) throw new Error('nenhuma atividade semeada');
        const medidas = [
          await load('Lista de atividades (50)', { url: `${url}/api/atividades?limite=50`, headers: gestor }),
          await load('Uma atividade', { url, requests: ids.map((id) => ({ path: `/api/atividades/${id}`, headers: gestor })) }),
          await load('Comentário (escrita)', {
            url,
            requests: ids.map((id) => ({
              method: 'POST',
              path: `/api/atividades/${id}/comentarios`,
              headers: { ...tecnico, 'content-type': 'application/json' },
              body: JSON.stringify({ texto: 'carga do pooler' }),
            })),
          }),
        ];
        linhas.push(...medidas.map((medida) => ({ ...medida, caminho: caminho.nome })));
      } finally {
        await stopServer(servidor.child);
      }
    }
    const medias = CAMINHOS.flatMap((caminho) => {
      const doCaminho = linhas.filter((linha) => linha.caminho === caminho.nome);
      return [...new Set(doCaminho.map((linha) => linha.name))].map((rota) => {
        const duas = doCaminho.filter((linha) => linha.name === rota);
        const media = (campo: 'requestsPerSecond' | 'p50' | 'p99') => Math.round(duas.reduce((soma, uma) => soma + uma[campo], 0) / duas.length);
        return {
          caminho: caminho.nome,
          name: rota,
          requestsPerSecond: media('requestsPerSecond'),
          p50: media('p50'),
          p99: media('p99'),
          errors: duas.reduce((soma, uma) => soma + uma.errors, 0),
          cadaVez: duas.map((uma) => uma.requestsPerSecond).join(' / '),
        };
      });
    });
    console.log(`\nPooler: 1 processo da API, PostgreSQL direto ou atrás do PgBouncer em modo transaction (${CONEXOES_NO_SERVIDOR} conexões no servidor)`);
    console.log(`autocannon, 10 conexões, ${DURATION_S} s por rota; cada caminho medido duas vezes (ida e volta), a média das duas`);
    console.table(
      medias.map((linha) => {
        const base = medias.find((outra) => outra.name === linha.name)!;
        return {
          caminho: linha.caminho,
          rota: linha.name,
          'req/s': linha.requestsPerSecond,
          'req/s ida / volta': linha.cadaVez,
          'p50 ms': linha.p50,
          'p99 ms': linha.p99,
          'fração do direto em session': (linha.requestsPerSecond / Math.max(base.requestsPerSecond, 1)).toFixed(2),
          erros: linha.errors,
        };
      }),
    );
    console.log(`\nUma leitura por id, ${CONSULTAS_POR_RODADA} seguidas numa conexão, ${RODADAS} rodadas de cada caminho alternadas`);
    console.table(
      await custoPorConsulta(
        CAMINHOS.map((caminho) => ({ nome: caminho.nome, modo: caminho.modo, url: `${caminho.viaPooler ? pgbouncer!.url : POSTGRES}/${nomeDoBanco}` })),
      ),
    );
  } finally {
    pgbouncer?.parar();
    await admin.query(`drop database if exists ${nomeDoBanco} with (force)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}
