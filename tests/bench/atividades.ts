import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { EMPRESA_HEADER } from '#contract/limits';
import { openDatabase, pgliteDir } from '#server/db/engine';
import { comoDono } from '#server/db/tenant';
import { codificar } from '#server/db/repositories/atividadesLista';
import type { Database } from '#server/db/schema';
import { freePort, startServer, stopServer } from '../support/serverProcess';
import { atividadeScenarios, type AtividadeParametros } from './atividadesScenarios';
import { contarAtividades, seedAtividades } from './atividadesSeed';
import { measureScenarios } from './cenarios';
import { adminLogin, startBaseline, type LoadPair } from './http';

/** The size; ATIVIDADES asks for another (PGlite, one process in WebAssembly, writes a million slowly). */
export const ATIVIDADES = Number(process.env.ATIVIDADES ?? 1_000_000);

export interface AtividadesBench {
  engine: 'PostgreSQL' | 'PGlite';
  naEmpresa: number;
  todas: number;
  /** Seconds spent seeding, or null when an earlier run's data served. */
  seedSeconds: number | null;
  pairs: LoadPair[];
}

/** The values the scenarios ask for, read from the seeded data as the owner. */
async function parametros(db: Kysely<Database>, empresaId: string, usuarioId: string, naEmpresa: number): Promise<AtividadeParametros> {
  const fundo = await sql<{ id: string; em: string }>`
    select id, to_char(agendada_para at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as em from atividade
    where empresa_id = ${empresaId} order by agendada_para desc, id desc offset ${Math.floor(naEmpresa / 2)} limit 1`.execute(db);
  const ocupado = await sql<{ responsavel_id: string }>`
    select responsavel_id from atividade where empresa_id = ${empresaId} and responsavel_id is not null
    group by responsavel_id order by count(*) desc limit 1`.execute(db);
  const respondida = await sql<{ id: string }>`
    select id from atividade where empresa_id = ${empresaId} and status = 'concluida' and respostas <> '{}'
    order by numero offset ${Math.floor(naEmpresa / 20)} limit 1`.execute(db);
  const deep = fundo.rows[0];
  if (!deep) throw new Error('a empresa do bench não tem atividades');
  const hoje = new Date();
  const inicio = new Date(hoje.getFullYear(), hoje.getMonth() - 3, 1);
  const dia = (data: Date) => `${data.getFullYear()}-${String(data.getMonth() + 1).padStart(2, '0')}-${String(data.getDate()).padStart(2, '0')}`;
  return {
    usuarioId,
    responsavelId: ocupado.rows[0]?.responsavel_id ?? '',
    de: dia(inicio),
    ate: dia(new Date(hoje.getFullYear(), hoje.getMonth() + 1, 0)),
    trimestreDe: dia(inicio),
    trimestreAte: dia(new Date(hoje.getFullYear(), hoje.getMonth(), 0)),
    cursor: codificar({ ordem: 'agendada_para', em: deep.em, id: deep.id }),
    numero: String(Math.floor(naEmpresa / 2)),
    atividadeId: respondida.rows[0]?.id ?? deep.id,
  };
}

/**
 * The activity routes at ATIVIDADES activities, half of them in the demo company: the real server
 * (session, company, role switch and row-level security) beside bare Fastify routes running the
 * repositories' SQL as the owner, in one run. The seed is written once and found again by later
 * runs: on PostgreSQL in DATABASE_URL's database, on PGlite in a folder of the system's temporary
 * directory named for the size.
 */
export async function measureAtividades(): Promise<AtividadesBench> {
  const databaseUrl = process.env.DATABASE_URL ?? '';
  const { dataDir, env, seedSeconds, contagem, demoId, usuarioId } = await dadosDoBench(ATIVIDADES, 'atividades');
  const p = await comoDono('testes', () => comBanco(dataDir, (db) => parametros(db, demoId, usuarioId, contagem.naEmpresa)));
  const baselineDir = path.join(dataDir, 'baseline');
  // The bare routes' PGlite gets its own copy: one data folder is one process's.
  if (!databaseUrl && (seedSeconds !== null || !existsSync(pgliteDir(baselineDir)))) {
    rmSync(baselineDir, { recursive: true, force: true });
    cpSync(pgliteDir(dataDir), pgliteDir(baselineDir), { recursive: true });
  }

  const appPort = await freePort();
  const appUrl = `http://127.0.0.1:${appPort}`;
  const app = await startServer({ ...env, PORT: String(appPort) }, { logFile: path.join(dataDir, 'servidor.log') });
  let baseline: { stop: () => void } | null = null;
  try {
    const basePort = await freePort();
    const baseUrl = `http://127.0.0.1:${basePort}`;
    baseline = await startBaseline(
      { PORT: String(basePort), DATA_DIR: baselineDir, EMPRESA_ID: demoId, CENARIOS: 'atividades', PARAMETROS: JSON.stringify(p) },
      'tests/bench/sqlBaseline.ts',
    );
    const headers = { authorization: `Bearer ${(await adminLogin(appUrl)).token}`, [EMPRESA_HEADER]: demoId };
    const pairs = await measureScenarios(appUrl, baseUrl, atividadeScenarios(p), headers);
    return { engine: databaseUrl ? 'PostgreSQL' : 'PGlite', ...contagem, seedSeconds, pairs };
  } finally {
    baseline?.stop();
    await stopServer(app.child);
    if (databaseUrl) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs `work` on the bench's database, opened as the owner, and closes it. */
async function comBanco<T>(dataDir: string, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const databaseUrl = process.env.DATABASE_URL ?? '';
  const database = await openDatabase(databaseUrl ? { engine: 'postgres', url: databaseUrl } : { engine: 'pglite', dataDir });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** A bench's data, seeded once (or found from an earlier run) with `total` activities, half in the demo company. */
export interface DadosDoBench {
  dataDir: string;
  /** What the server needs to open that data. */
  env: Record<string, string>;
  seedSeconds: number | null;
  contagem: { naEmpresa: number; todas: number };
  demoId: string;
  /** The demo admin. */
  usuarioId: string;
}

/**
 * Starts the server once so that it migrates and seeds the demo company, then writes `total`
 * activities unless an earlier run left them: on PostgreSQL in DATABASE_URL's database (with a
 * fresh folder for files), on PGlite in a folder of the system's temporary directory named for
 * the bench and the size, kept between runs.
 */
export async function dadosDoBench(total: number, nome: string): Promise<DadosDoBench> {
  const databaseUrl = process.env.DATABASE_URL ?? '';
  const dataDir = databaseUrl ? mkdtempSync(path.join(tmpdir(), `prumo-bench-${nome}-`)) : path.join(tmpdir(), `prumo-bench-${nome}-${total}`);
  mkdirSync(dataDir, { recursive: true });
  const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'info' };
  const port = await freePort();
  const app = await startServer({ ...env, PORT: String(port) });
  let login;
  try {
    login = await adminLogin(`http://127.0.0.1:${port}`);
  } finally {
    await stopServer(app.child);
  }
  const demo = login.user.empresa[0];
  if (!demo) throw new Error('a empresa de demonstração não foi encontrada');
  const { seedSeconds, contagem } = await comoDono('testes', () =>
    comBanco(dataDir, async (db) => {
      let semeadura: number | null = null;
      let contadas = await contarAtividades(db, demo.id);
      if (contadas.naEmpresa < total / 2 || contadas.todas < total) {
        const started = performance.now();
        await seedAtividades(db, demo.id, total);
        semeadura = (performance.now() - started) / 1000;
        contadas = await contarAtividades(db, demo.id);
      }
      return { seedSeconds: semeadura, contagem: contadas };
    }),
  );
  return { dataDir, env, seedSeconds, contagem, demoId: demo.id, usuarioId: login.user.id };
}
