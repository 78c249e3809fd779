import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';
import { DEMO_PASSWORD } from '#server/seed/demoEmpresa';
import { SESSAO_RECENTE_MS } from '#server/plugins/app/sessoesRecentes';
import { freePort, startServer, type ServerProcess } from '../support/serverProcess';
import { adminLogin, DURATION_S, session } from './http';
import { proxyRodizio, type Proxy } from '../support/proxyRodizio';

/** The PostgreSQL server the bench makes its own database on, and the Redis the processes share. */
export const POSTGRES = process.env.ESCALA_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432';
/** The bench's own Redis database, emptied at its start: the login limits of its runs would otherwise add up. */
const REDIS = process.env.ESCALA_REDIS ?? 'redis://127.0.0.1:6379/11';
/** One key for every process: each must read what another encrypted. */
const SECRET_KEY = '5f'.repeat(32);
/** Below the streams one session may hold in a process (STREAMS_POR_SESSAO). */
export const STREAMS = 4;
export const ESCRITORES = 4;
export const LEITORES = 4;

export interface Processo {
  porta: number;
  servidor: ServerProcess;
}

export interface Contexto {
  databaseUrl: string;
  dataDir: string;
  processos: Processo[];
  proxy: Proxy;
  tecnico: string;
  gestor: string;
  /** Another person's session, for the streams opened while the gestor's are still closing. */
  admin: string;
  atividades: string[];
  /** The técnico's saves of answers: two values of one question per activity started for the bench, in turn. */
  respostas: autocannon.Request[];
}

export const json = { 'content-type': 'application/json' };
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const espera = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const vivos = (contexto: Contexto) => contexto.processos.filter((um) => um.servidor.child.exitCode === null && um.servidor.child.signalCode === null);

export async function iniciar(contexto: Contexto): Promise<void> {
  const porta = await freePort();
  const dataDir = path.join(contexto.dataDir, String(porta));
  const servidor = await startServer(
    { PORT: String(porta), DATA_DIR: dataDir, DATABASE_URL: contexto.databaseUrl, REDIS_URL: REDIS, SECRET_KEY, LOG_LEVEL: 'info' },
    { logFile: `${dataDir}.log` },
  );
  contexto.processos.push({ porta, servidor });
}

/**
 * The técnico's activities of the next days that have a questionnaire with a short text question,
 * started, and for each two saves of that answer with another value each: every save changes the
 * answer (a save that changes nothing writes nothing), and none conflicts, since a person's own
 * later writes never refuse a save read at an older versao (server/atividades/respostas.ts).
 */
async function prepararRespostas(url: string, tecnico: string): Promise<autocannon.Request[]> {
  const resposta = await fetch(`${url}/api/atividades/meu-dia/pacote`, { headers: bearer(tecnico) });
  if (resposta.status !== 200) throw new Error(`meu dia: ${resposta.status}`);
  const { pacotes } = (await resposta.json()) as {
    pacotes: { atividade: { id: string; status: string; versao: number }; questionario: { secoes: { perguntas: { id: string; tipo: string }[] }[] } | null }[];
  };
  const pedidos: autocannon.Request[] = [];
  for (const { atividade, questionario } of pacotes) {
    const pergunta = questionario?.secoes.flatMap((secao) => secao.perguntas).find((uma) => uma.tipo === 'texto_curto');
    if (!pergunta || atividade.status !== 'agendada') continue;
    const iniciada = await fetch(`${url}/api/atividades/${atividade.id}/transicoes`, {
      method: 'POST',
      headers: { ...json, ...bearer(tecnico) },
      body: JSON.stringify({ evento: 'iniciar', versao: atividade.versao }),
    });
    if (iniciada.status !== 200) continue;
    const { versao } = (await iniciada.json()) as { versao: number };
    for (const valor of ['carga A', 'carga B']) {
      pedidos.push({
        method: 'PUT',
        path: `/api/atividades/${atividade.id}/respostas`,
        headers: { ...json, ...bearer(tecnico) },
        body: JSON.stringify({ respostas: { [pergunta.id]: valor }, versao }),
      });
    }
  }
  if (pedidos.length === 0) throw new Error('nenhuma atividade do técnico com questionário para responder');
  return pedidos;
}

/**
 * The mixed load for `segundos`: técnicos saving answers and commenting, gestores listing and
 * opening activities; answers [escrita, lista, abrir].
 */
export function cargaMista(contexto: Contexto, nome: string, segundos: number) {
  const comentarios = contexto.atividades.map((id) => ({
    method: 'POST' as const,
    path: `/api/atividades/${id}/comentarios`,
    headers: { ...json, ...bearer(contexto.tecnico) },
    body: JSON.stringify({ texto: `carga ${nome}` }),
  }));
  return Promise.all([
    autocannon({
      url: contexto.proxy.url,
      connections: ESCRITORES,
      duration: segundos,
      // Each connection goes through the list in turn: mostly answers, a comment after every two.
      requests: contexto.respostas.flatMap((salvar, indice) => (indice % 2 === 1 ? [salvar, comentarios[indice % comentarios.length]!] : [salvar])),
    }),
    autocannon({ url: `${contexto.proxy.url}/api/atividades?limite=50`, connections: LEITORES, duration: segundos, headers: bearer(contexto.gestor) }),
    autocannon({
      url: contexto.proxy.url,
      connections: 2,
      duration: segundos,
      requests: contexto.atividades.map((id) => ({ path: `/api/atividades/${id}`, headers: bearer(contexto.gestor) })),
    }),
  ]);
}

/** The load of one process count, with streams open. */
async function carga(contexto: Contexto, nome: string) {
  const streams = await abrirStreams(contexto.proxy.url, contexto.gestor, STREAMS);
  const [escrita, lista, abrir] = await cargaMista(contexto, nome, DURATION_S);
  const eventos = streams.reduce((soma, stream) => soma + stream.eventos(), 0);
  streams.forEach((stream) => stream.fechar());
  const todas = [escrita, lista, abrir];
  return {
    processos: nome,
    'req/s': Math.round(todas.reduce((soma, um) => soma + um.requests.average, 0)),
    'escritas/s': Math.round(escrita.requests.average),
    'p99 ms': Math.max(...todas.map((um) => um.latency.p99)),
    erros: todas.reduce((soma, um) => soma + um.errors + um.non2xx, 0),
    'streams abertos': STREAMS,
    'eventos recebidos': eventos,
  };
}

export interface Stream {
  eventos: () => number;
  /** The id of the last event heard, which a reconnecting EventSource sends as Last-Event-ID. */
  ultimoId: () => string | undefined;
  /** Resolves once an event naming `texto` arrives. */
  ouvir: (texto: string, timeoutMs: number) => Promise<boolean>;
  terminou: () => boolean;
  fechar: () => void;
}

export async function abrirStream(url: string, token: string, desde?: string): Promise<Stream> {
  const controle = new AbortController();
  const headers = { ...bearer(token), ...(desde === undefined ? {} : { 'last-event-id': desde }) };
  const resposta = await fetch(`${url}/api/atividades/eventos`, { headers, signal: controle.signal });
  if (resposta.status !== 200 || !resposta.body) throw new Error(`stream: ${resposta.status}`);
  let texto = '';
  let eventos = 0;
  let fim = false;
  let ultimoId: string | undefined;
  let pendente = '';
  void (async () => {
    try {
      for await (const pedaco of resposta.body as unknown as AsyncIterable<Uint8Array>) {
        const lido = Buffer.from(pedaco).toString();
        // Whole blocks only: a chunk may end in the middle of one.
        const blocos = (pendente + lido).split('\n\n');
        pendente = blocos.pop() ?? '';
        eventos += blocos.filter((bloco) => /^event: /m.test(bloco)).length;
        texto = (texto + lido).slice(-100_000);
        ultimoId = [...texto.matchAll(/^id: (.+)$/gm)].at(-1)?.[1] ?? ultimoId;
      }
    } catch {
      // Aborted by the bench or cut by a process that died.
    }
    fim = true;
  })();
  return {
    eventos: () => eventos,
    ultimoId: () => ultimoId,
    terminou: () => fim,
    async ouvir(procurado, timeoutMs) {
      const limite = Date.now() + timeoutMs;
      while (!texto.includes(procurado)) {
        if (Date.now() > limite || fim) return false;
        await espera(20);
      }
      return true;
    },
    fechar: () => controle.abort(),
  };
}

export const abrirStreams = (url: string, token: string, quantos: number) => Promise.all(Array.from({ length: quantos }, () => abrirStream(url, token)));

/** A live event made on the first process heard on a stream each other process serves. */
async function eventoEntreProcessos(contexto: Contexto): Promise<string> {
  const [primeiro, ...outros] = contexto.processos;
  const streams = await Promise.all(outros.map((um) => abrirStream(`http://127.0.0.1:${um.porta}`, contexto.admin)));
  const id = contexto.atividades[0]!;
  const inicio = Date.now();
  const resposta = await fetch(`http://127.0.0.1:${primeiro!.porta}/api/atividades/${id}/comentarios`, {
    method: 'POST',
    headers: { ...json, ...bearer(contexto.tecnico) },
    body: JSON.stringify({ texto: 'ao vivo entre processos' }),
  });
  if (resposta.status !== 201) throw new Error(`comentário: ${resposta.status}`);
  const ouvidos = await Promise.all(streams.map((stream) => stream.ouvir(id, 5_000)));
  streams.forEach((stream) => stream.fechar());
  return `${ouvidos.filter(Boolean).length} de ${streams.length} streams dos outros processos ouviram o evento (${Date.now() - inicio} ms)`;
}

/** A session ended on one process, asked of the others until they refuse it. */
async function sessaoEncerrada(contexto: Contexto): Promise<string> {
  const { token } = await session(contexto.proxy.url, 'login', { email: 'tecnico@prumo.example', password: DEMO_PASSWORD });
  const [primeiro, ...outros] = contexto.processos;
  // A read: a POST (even /api/auth/check) makes its process forget every session it keeps.
  const checar = (porta: number) => fetch(`http://127.0.0.1:${porta}/api/atividades?limite=1`, { headers: bearer(token) }).then((r) => r.status);
  // Each process reads and keeps the session first, as it would while the person works.
  for (const um of outros) await checar(um.porta);
  const fim = await fetch(`http://127.0.0.1:${primeiro!.porta}/api/auth/logout`, { method: 'POST', headers: bearer(token) });
  if (fim.status !== 200) throw new Error(`logout: ${fim.status}`);
  const inicio = Date.now();
  const recusadaEm = await Promise.all(
    outros.map(async (um) => {
      while (Date.now() - inicio < SESSAO_RECENTE_MS * 3) {
        if ((await checar(um.porta)) === 401) return Date.now() - inicio;
        await espera(50);
      }
      return null;
    }),
  );
  const ok = recusadaEm.every((ms) => ms !== null && ms <= SESSAO_RECENTE_MS + 200);
  return `recusada pelos outros processos em ${recusadaEm.map((ms) => (ms === null ? 'nunca' : `${ms} ms`)).join(', ')} (janela: ${SESSAO_RECENTE_MS} ms) ${ok ? 'OK' : 'FORA DA JANELA'}`;
}

/** Wrong passwords for one e-mail, in turns across the processes: the limit is the same as on one. */
async function limiteEntreProcessos(contexto: Contexto): Promise<string> {
  const email = `limite-${Date.now()}@prumo.example`;
  const codigos: number[] = [];
  for (let tentativa = 0; tentativa < 12; tentativa++) {
    const um = contexto.processos[tentativa % contexto.processos.length]!;
    const resposta = await fetch(`http://127.0.0.1:${um.porta}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password: 'senha-errada-123' }) });
    codigos.push(resposta.status);
  }
  const primeira429 = codigos.indexOf(429) + 1;
  return `${codigos.filter((c) => c === 401).length} recusas 401 e então 429 na tentativa ${primeira429 || 'nenhuma'} (limite por e-mail: 10) ${primeira429 === 11 ? 'OK' : 'FORA DO LIMITE'}`;
}

interface Escritas {
  confirmadas: string[];
  tentativasDeNovo: number;
  recuperadas: number;
  falharam: number;
  parar: () => Promise<void>;
}

/**
 * Técnicos commenting in a loop, each retrying a failed request (a cut connection, a 503) as a
 * client does; an acknowledged write is one answered 201, kept by the id it answered.
 */
function escrever(contexto: Contexto, nome: string): Escritas {
  let ativo = true;
  const escritas: Escritas = { confirmadas: [], tentativasDeNovo: 0, recuperadas: 0, falharam: 0, parar: async () => {} };
  const trabalhador = async (indice: number) => {
    let n = 0;
    while (ativo) {
      const id = contexto.atividades[(indice + n++) % contexto.atividades.length]!;
      for (let tentativa = 0; tentativa < 10; tentativa++) {
        if (tentativa > 0) escritas.tentativasDeNovo += 1;
        try {
          const resposta = await fetch(`${contexto.proxy.url}/api/atividades/${id}/comentarios`, {
            method: 'POST',
            headers: { ...json, ...bearer(contexto.tecnico) },
            body: JSON.stringify({ texto: `${nome} ${indice}-${n}` }),
            signal: AbortSignal.timeout(5_000),
          });
          if (resposta.status === 201) {
            escritas.confirmadas.push(((await resposta.json()) as { id: string }).id);
            if (tentativa > 0) escritas.recuperadas += 1;
            break;
          }
          await resposta.text();
        } catch {
          // The connection was cut: the write may or may not have been made, and is not counted.
        }
        if (tentativa === 9) escritas.falharam += 1;
        await espera(100 * (tentativa + 1));
      }
    }
  };
  const todos = Array.from({ length: ESCRITORES }, (_, indice) => trabalhador(indice));
  escritas.parar = async () => {
    ativo = false;
    await Promise.all(todos);
  };
  return escritas;
}

async function perdidas(contexto: Contexto, ids: string[]): Promise<number> {
  const cliente = new pg.Client({ connectionString: contexto.databaseUrl });
  await cliente.connect();
  try {
    const { rows } = await cliente.query<{ n: number }>('select count(*)::int as n from atividade_comentario where id::text = any($1::text[])', [ids]);
    return ids.length - rows[0]!.n;
  } finally {
    await cliente.end();
  }
}

/**
 * kill -9 of one of three processes while técnicos write and streams are open. A stream it served
 * is opened again through the proxy after the SPA's first pause, with the last id it heard; once the
 * writes stop it must have heard as many events as a stream that was never cut.
 */
async function matarUm(contexto: Contexto) {
  const streams = await abrirStreams(contexto.proxy.url, contexto.gestor, STREAMS);
  const escritas = escrever(contexto, 'kill');
  await espera((DURATION_S * 1000) / 2);
  contexto.processos[1]!.servidor.child.kill('SIGKILL');
  await espera(2_000);
  const cortados = streams.filter((stream) => stream.terminou());
  const inteiros = streams.filter((stream) => !stream.terminou());
  const reabertos = await Promise.all(cortados.map((stream) => abrirStream(contexto.proxy.url, contexto.admin, stream.ultimoId())));
  await espera((DURATION_S * 1000) / 2 - 2_000);
  await escritas.parar();
  await espera(1_000);
  const ouvidos = Math.max(...inteiros.map((stream) => stream.eventos()));
  const perdidosNosCortados = cortados.map((stream, indice) => ouvidos - stream.eventos() - reabertos[indice]!.eventos());
  [...streams, ...reabertos].forEach((stream) => stream.fechar());
  return {
    fase: 'kill -9 de 1 de 3',
    'processos que saíram': 1,
    'escritas confirmadas': escritas.confirmadas.length,
    'confirmadas perdidas': await perdidas(contexto, escritas.confirmadas),
    'pedidos repetidos': escritas.tentativasDeNovo,
    'escritas que deram certo ao repetir': escritas.recuperadas,
    'escritas que falharam 10 vezes': escritas.falharam,
    'streams cortados (eventos perdidos ao reabrir)': `${cortados.length} (${perdidosNosCortados.join(', ') || '-'})`,
  };
}

/** Every connection of the bench's database ended at once, as a failover does, while técnicos write. */
async function derrubarConexoes(contexto: Contexto) {
  const escritas = escrever(contexto, 'failover');
  await espera((DURATION_S * 1000) / 2);
  const admin = new pg.Client({ connectionString: contexto.databaseUrl });
  await admin.connect();
  const antes = vivos(contexto).length;
  const { rowCount } = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
  await admin.end();
  const inicio = Date.now();
  // Back once every live process answers a read that needs the database.
  const voltou = await Promise.all(
    vivos(contexto).map(async (um) => {
      while (Date.now() - inicio < 30_000) {
        const status = await fetch(`http://127.0.0.1:${um.porta}/api/atividades?limite=1`, { headers: bearer(contexto.gestor) }).then((r) => r.status, () => 0);
        if (status === 200) return Date.now() - inicio;
        await espera(50);
      }
      return Infinity;
    }),
  );
  await espera((DURATION_S * 1000) / 2);
  await escritas.parar();
  const segundos = Math.max(...voltou) / 1000;
  return {
    fase: `pg_terminate_backend de ${rowCount} conexões`,
    'processos que saíram': antes - vivos(contexto).length,
    'escritas confirmadas': escritas.confirmadas.length,
    'confirmadas perdidas': await perdidas(contexto, escritas.confirmadas),
    'pedidos repetidos': escritas.tentativasDeNovo,
    'escritas que deram certo ao repetir': escritas.recuperadas,
    'escritas que falharam 10 vezes': escritas.falharam,
    's até voltar': `${segundos.toFixed(2)} ${segundos <= 5 ? 'OK' : 'ACIMA DA META (5 s)'}`,
  };
}

/**
 * Runs `work` on an installation of its own: a new PostgreSQL database, the bench's Redis emptied,
 * a round-robin proxy, `processos` API processes (the first migrates and seeds the demo company),
 * the demo técnico's, gestor's and admin's sessions and the first activities; all of it removed
 * afterwards.
 */
export async function comInstalacao<T>(nome: string, processos: number, work: (contexto: Contexto) => Promise<T>): Promise<T> {
  const nomeDoBanco = `prumo_${nome}_${process.pid}`;
  const admin = new pg.Client({ connectionString: `${POSTGRES}/postgres` });
  await admin.connect();
  await admin.query(`create database ${nomeDoBanco}`);
  const redis = new Redis(REDIS);
  await redis.flushdb();
  await redis.quit();
  const contexto: Contexto = {
    databaseUrl: `${POSTGRES}/${nomeDoBanco}`,
    dataDir: mkdtempSync(path.join(tmpdir(), `prumo-${nome}-`)),
    processos: [],
    proxy: undefined as unknown as Proxy,
    tecnico: '',
    gestor: '',
    admin: '',
    atividades: [],
    respostas: [],
  };
  try {
    contexto.proxy = await proxyRodizio(() => vivos(contexto).map((um) => um.porta));
    await iniciar(contexto);
    contexto.tecnico = (await session(contexto.proxy.url, 'login', { email: 'tecnico@prumo.example', password: DEMO_PASSWORD })).token;
    contexto.gestor = (await session(contexto.proxy.url, 'login', { email: 'gestor@prumo.example', password: DEMO_PASSWORD })).token;
    contexto.admin = (await adminLogin(contexto.proxy.url)).token;
    const lista = await fetch(`${contexto.proxy.url}/api/atividades?limite=20`, { headers: bearer(contexto.gestor) });
    contexto.atividades = ((await lista.json()) as { items: { id: string }[] }).items.map((item) => item.id);
    if (contexto.atividades.length === 0) throw new Error('nenhuma atividade semeada');
    contexto.respostas = await prepararRespostas(contexto.proxy.url, contexto.tecnico);
    for (let mais = 1; mais < processos; mais++) await iniciar(contexto);
    return await work(contexto);
  } finally {
    await contexto.proxy?.close();
    for (const um of contexto.processos) {
      if (um.servidor.child.pid !== undefined && um.servidor.child.exitCode === null) um.servidor.child.kill('SIGKILL');
    }
    await espera(500);
    await admin.query(`drop database if exists ${nomeDoBanco} with (force)`);
    await admin.end();
    rmSync(contexto.dataDir, { recursive: true, force: true });
  }
}

/** `npm run bench -- escala`: 1 then 3 API processes on one PostgreSQL database and one Redis, behind a round-robin proxy. */
export function measureEscala(): Promise<void> {
  return comInstalacao('escala', 1, async (contexto) => {
    const linhas = [await carga(contexto, '1')];
    await iniciar(contexto);
    await iniciar(contexto);
    linhas.push(await carga(contexto, '3'));
    console.log(`\nEscala: 1 e 3 processos da API num só PostgreSQL e num só Redis, atrás de um proxy em rodízio (${DURATION_S} s cada)`);
    console.log(`Carga: ${ESCRITORES} conexões salvando respostas e comentando (técnico: ${contexto.respostas.length / 2} atividades em andamento), ${LEITORES} listando e 2 abrindo atividades (gestor), ${STREAMS} streams ao vivo abertos`);
    console.table(linhas);
    console.log(`Evento ao vivo: ${await eventoEntreProcessos(contexto)}`);
    console.log(`Sessão encerrada num processo: ${await sessaoEncerrada(contexto)}`);
    console.log(`Limite de login entre processos: ${await limiteEntreProcessos(contexto)}`);

    console.log('\nFalhas sob carga (meta: 0 escritas confirmadas perdidas, 0 processos saindo, serviço de volta em até 5 s)');
    const falhas = [await derrubarConexoes(contexto), await matarUm(contexto)];
    console.table(falhas);
  });
}
