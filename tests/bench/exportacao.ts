import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { EMPRESA_HEADER } from '#contract/limits';
import { openDatabase } from '#server/db/engine';
import { comoDono } from '#server/db/tenant';
import { freePort, startServer, stopServer } from '../support/serverProcess';
import { dadosDoBench } from './atividades';
import { adminLogin } from './http';

/** The size: 100,000 activities in the company (the seed puts half of them there). */
export const ATIVIDADES_EXPORTADAS = Number(process.env.ATIVIDADES_EXPORTADAS ?? 100_000);

export interface MedidaDaExportacao {
  arquivo: string;
  linhas: number;
  'MB': string;
  segundos: string;
  'memória antes (MB)': number;
  'pico durante (MB)': number;
}

/** The server's resident memory, in MB, as the kernel counts it. */
function residente(pid: number): number {
  const linha = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Math.round(Number(linha?.[1] ?? 0) / 1024);
}

/**
 * GET /api/atividades/exportar over the company's ATIVIDADES_EXPORTADAS activities, as CSV and
 * XLSX, with and without the questionnaire the seeded answers follow: the time to the last byte
 * and the server's memory before and at its peak while it writes (sampled every 20 ms).
 */
export async function measureExportacao(): Promise<{ engine: string; naEmpresa: number; seedSeconds: number | null; medidas: MedidaDaExportacao[] }> {
  const databaseUrl = process.env.DATABASE_URL ?? '';
  const { dataDir, env, seedSeconds, contagem, demoId } = await dadosDoBench(ATIVIDADES_EXPORTADAS * 2, 'exportacao');
  const questionarioId = await comoDono('testes', async () => {
    const database = await openDatabase(databaseUrl ? { engine: 'postgres', url: databaseUrl } : { engine: 'pglite', dataDir });
    try {
      const { rows } = await sql<{ questionario_id: string }>`
        select questionario_id from atividade where empresa_id = ${demoId} and respostas <> '{}' and questionario_id is not null
        group by questionario_id order by count(*) desc limit 1`.execute(database.db);
      return rows[0]?.questionario_id ?? null;
    } finally {
      await database.close();
    }
  });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const app = await startServer({ ...env, PORT: String(port) }, { logFile: path.join(dataDir, 'servidor.log') });
  try {
    const headers = { authorization: `Bearer ${(await adminLogin(url)).token}`, [EMPRESA_HEADER]: demoId };
    const pedidos = [
      { arquivo: 'CSV', query: 'formato=csv' },
      { arquivo: 'XLSX', query: 'formato=xlsx' },
      ...(questionarioId ? [{ arquivo: 'CSV com respostas', query: `formato=csv&questionario_id=${questionarioId}` }] : []),
      ...(questionarioId ? [{ arquivo: 'XLSX com respostas', query: `formato=xlsx&questionario_id=${questionarioId}` }] : []),
    ];
    const medidas: MedidaDaExportacao[] = [];
    const pid = app.child.pid!;
    for (const { arquivo, query } of pedidos) {
      const antes = residente(pid);
      let pico = antes;
      const amostras = setInterval(() => (pico = Math.max(pico, residente(pid))), 20);
      const inicio = performance.now();
      const resposta = await fetch(`${url}/api/atividades/exportar?${query}`, { headers });
      if (!resposta.ok || !resposta.body) throw new Error(`exportar ${query}: ${resposta.status}`);
      let bytes = 0;
      let quebras = 0;
      for await (const parte of resposta.body) {
        bytes += parte.byteLength;
        if (arquivo.startsWith('CSV')) for (const byte of parte) if (byte === 10) quebras++;
      }
      const segundos = (performance.now() - inicio) / 1000;
      clearInterval(amostras);
      medidas.push({
        arquivo,
        linhas: arquivo.startsWith('CSV') ? quebras - 1 : Number.NaN,
        MB: (bytes / 1024 / 1024).toFixed(1),
        segundos: segundos.toFixed(1),
        'memória antes (MB)': antes,
        'pico durante (MB)': pico,
      });
    }
    return { engine: databaseUrl ? 'PostgreSQL' : 'PGlite', naEmpresa: contagem.naEmpresa, seedSeconds, medidas };
  } finally {
    await stopServer(app.child);
    if (databaseUrl) rmSync(dataDir, { recursive: true, force: true });
  }
}
