import { readdirSync, readFileSync } from 'node:fs';
import { Redis } from 'ioredis';
import pg from 'pg';
import { abrirStream, cargaMista, comInstalacao, ESCRITORES, LEITORES, STREAMS, type Contexto, type Stream } from './escala';

/** The issue's ten minutes; SOAK_MINUTOS asks for fewer to try it. */
const MINUTOS = Number(process.env.SOAK_MINUTOS ?? 10);
/** One measure a minute over ten minutes, always ten measures: a shorter soak measures more often. */
const MEDIDAS = 10;
const PROCESSOS = 2;
/** How much a process's memory may grow over the soak (see the comparison at its end). */
const MEMORIA_META = 0.1;

/** What the kernel says a process holds: its resident memory and its open files (sockets among them). */
function doProcesso(pid: number): { rssMb: number; arquivos: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(rssKb / 1024), arquivos: readdirSync(`/proc/${pid}/fd`).length };
}

async function conexoesNoBanco(contexto: Contexto): Promise<number> {
  const cliente = new pg.Client({ connectionString: contexto.databaseUrl });
  await cliente.connect();
  try {
    const { rows } = await cliente.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    return rows[0]!.n;
  } finally {
    await cliente.end();
  }
}

async function clientesDoRedis(): Promise<number> {
  const redis = new Redis(process.env.ESCALA_REDIS ?? 'redis://127.0.0.1:6379/11');
  try {
    return Number(/connected_clients:(\d+)/.exec(await redis.info('clients'))?.[1] ?? 0) - 1;
  } finally {
    await redis.quit();
  }
}

/**
 * `npm run bench -- soak`: escala's mixed load on two API processes for MINUTOS minutes, with live
 * streams that the app would keep open, closed and opened again with their Last-Event-ID at every
 * measure. Each measure prints each process's memory and open files, the database's connections
 * and Redis's clients, and the load's p99 over the slice: memory flat, no connection, file or
 * stream that grows, p99 steady.
 */
export function measureSoak(): Promise<void> {
  return comInstalacao('soak', PROCESSOS, async (contexto) => {
    const fatiaS = Math.max(1, Math.round((MINUTOS * 60) / MEDIDAS));
    console.log(`\nSoak: ${PROCESSOS} processos da API, ${MINUTOS} min, uma medida a cada ${fatiaS} s (PostgreSQL e Redis compartilhados)`);
    console.log(`Carga: ${ESCRITORES} conexões salvando respostas e comentando (técnico), ${LEITORES} listando e 2 abrindo atividades (gestor), ${STREAMS} streams ao vivo reabertos a cada medida`);
    let streams: Stream[] = await Promise.all(Array.from({ length: STREAMS }, () => abrirStream(contexto.proxy.url, contexto.gestor)));
    const linhas: Record<string, string | number>[] = [];
    const memorias: number[][] = [];
    for (let medida = 1; medida <= MEDIDAS; medida++) {
      const [escrita, lista, abrir] = await cargaMista(contexto, `soak ${medida}`, fatiaS);
      const eventos = streams.reduce((soma, stream) => soma + stream.eventos(), 0);
      const cortados = streams.filter((stream) => stream.terminou()).length;
      // As the SPA's EventSource does when its stream ends: open again, naming the last event heard.
      const antigos = streams;
      streams = await Promise.all(antigos.map((stream) => abrirStream(contexto.proxy.url, contexto.gestor, stream.ultimoId())));
      antigos.forEach((stream) => stream.fechar());
      const processos = contexto.processos.map((um) => doProcesso(um.servidor.child.pid!));
      memorias.push(processos.map((um) => um.rssMb));
      const todas = [escrita, lista, abrir];
      linhas.push({
        's': medida * fatiaS,
        'req/s': Math.round(todas.reduce((soma, um) => soma + um.requests.average, 0)),
        'p99 ms': Math.max(...todas.map((um) => um.latency.p99)),
        erros: todas.reduce((soma, um) => soma + um.errors + um.non2xx, 0),
        'memória MB (por processo)': processos.map((um) => um.rssMb).join(' / '),
        'arquivos abertos (por processo)': processos.map((um) => um.arquivos).join(' / '),
        'conexões no PostgreSQL': await conexoesNoBanco(contexto),
        'clientes no Redis': await clientesDoRedis(),
        'eventos ouvidos': eventos,
        'streams cortados': cortados,
      });
    }
    streams.forEach((stream) => stream.fechar());
    console.table(linhas);
    // Resident memory saws with each garbage collection: the mean of the second half of the
    // measures against the first's, the first measure (the warm-up: JIT, pools filling) left out.
    const media = (mbs: number[]) => mbs.reduce((soma, mb) => soma + mb, 0) / mbs.length;
    const metade = Math.ceil(MEDIDAS / 2);
    const variacoes = contexto.processos.map((_, indice) => {
      const doProcesso = memorias.map((medida) => medida[indice]!);
      return media(doProcesso.slice(metade)) / media(doProcesso.slice(1, metade)) - 1;
    });
    const plana = variacoes.every((variacao) => variacao <= MEMORIA_META);
    console.log(
      `Memória, média da 2ª metade das medidas sobre a da 1ª (sem a primeira): ${variacoes.map((v) => `${(v * 100).toFixed(1)} %`).join(' / ')} (meta: crescer até ${MEMORIA_META * 100} %) ${plana ? 'OK' : 'ACIMA DA META'}`,
    );
    const p99s = linhas.slice(1).map((linha) => Number(linha['p99 ms']));
    console.log(`p99 da 2ª à última medida: de ${Math.min(...p99s)} a ${Math.max(...p99s)} ms`);
  });
}
