import type { FastifyInstance } from 'fastify';
import type { EventoAoVivo } from '#contract/aoVivo';
import type { AtividadeCriada } from '#contract/atividade';
import { STREAMS_POR_SESSAO } from '#server/plugins/app/streamsDaSessao';
import { bearer } from '../support/api/accounts';
import { sql } from 'kysely';
import { buildTestApp, peloDono } from '../support/api/buildTestApp';
import { comTextos } from '../support/api/respostasDeErro';
import { criada, criar, novaEmpresa, transicionada, type Headers } from '../support/api/atividades';
import { memberOf } from '../support/api/members';

const enderecos = new WeakMap<FastifyInstance, Promise<string>>();
/** Streams need a real port (inject answers once the reply ends); each app listens once. */
function endereco(app: FastifyInstance): Promise<string> {
  const conhecido = enderecos.get(app) ?? app.listen({ port: 0, host: '127.0.0.1' });
  enderecos.set(app, conhecido);
  return conhecido;
}

/** A person's open event stream: the events it has received, in order. */
async function ouvir(app: FastifyInstance, headers: Headers) {
  const address = await endereco(app);
  const controller = new AbortController();
  const response = await fetch(`${address}/api/atividades/eventos`, { headers, signal: controller.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  const eventos: EventoAoVivo[] = [];
  /** Each event's id, as a reconnecting EventSource names the last one in Last-Event-ID. */
  const ids: string[] = [];
  /** The id of the `posicao` event a stream that names no Last-Event-ID opens with. */
  let posicao: string | undefined;
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let resto = '';
  const lendo = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
      if (done) return;
      resto += value;
      const blocos = resto.split('\n\n');
      resto = blocos.pop() ?? '';
      for (const bloco of blocos) {
        const data = bloco.split('\n').find((linha) => linha.startsWith('data: '));
        if (bloco.includes('event: posicao')) posicao = bloco.split('\n').find((linha) => linha.startsWith('id: '))?.slice('id: '.length);
        if (bloco.includes('event: atividade') && data) {
          eventos.push(JSON.parse(data.slice('data: '.length)) as EventoAoVivo);
          ids.push(bloco.split('\n').find((linha) => linha.startsWith('id: '))?.slice('id: '.length) ?? '');
        }
      }
    }
  })();
  /** Waits for the `n`th event (the stream pushes it; nothing is polled on the server). */
  const ate = async (n: number) => {
    while (eventos.length < n) await new Promise((resolve) => setTimeout(resolve, 20));
    return eventos.slice(0, n);
  };
  const fechar = async () => {
    controller.abort();
    await lendo;
  };
  /** Resolves once the server has ended the stream. */
  const fim = lendo;
  const lerPosicao = async () => {
    while (posicao === undefined) await new Promise((resolve) => setTimeout(resolve, 20));
    return posicao;
  };
  return { eventos, ids, ate, fechar, fim, posicao: lerPosicao };
}

// Two companies of five members each, made through the API before the first stream opens.
jest.setTimeout(60_000);

describe('GET /api/atividades/eventos', () => {
  it('streams each committed change of the company to its members, and nothing of another company', async () => {
    const app = await buildTestApp();
    const empresa = await novaEmpresa(app);
    const outra = await novaEmpresa(app, 'Outra Empresa');
    const tecnico = await ouvir(app, empresa.headers.tecnico);
    const estranho = await ouvir(app, outra.headers.admin);

    const atividade = await criada(app, empresa, { responsavel_id: empresa.ids.tecnico });
    const iniciada = await transicionada(app, empresa.headers.tecnico, atividade, 'iniciar');
    expect(await tecnico.ate(2)).toEqual([
      { tipo: 'atividade', id: atividade.id, versao: atividade.versao },
      { tipo: 'atividade', id: atividade.id, versao: iniciada.versao },
    ]);

    // A refused write changes nothing and tells nobody.
    const recusada = await app.inject({
      method: 'POST',
      url: `/api/atividades/${atividade.id}/transicoes`,
      headers: empresa.headers.tecnico,
      payload: { evento: 'iniciar', versao: iniciada.versao },
    });
    expect(recusada.statusCode).toBe(409);
    await transicionada(app, empresa.headers.tecnico, iniciada, 'pausar');
    expect((await tecnico.ate(3)).map((evento) => evento.versao)).toEqual([atividade.versao, iniciada.versao, iniciada.versao + 1]);
    expect(estranho.eventos).toEqual([]);
    await Promise.all([tecnico.fechar(), estranho.fechar()]);
  });

  it('never tells a change whose transaction rolled back after writing its event, and tells the ones that committed', async () => {
    const app = await buildTestApp();
    const empresa = await novaEmpresa(app);
    const gestor = await ouvir(app, empresa.headers.gestor);
    const atividade = await criada(app, empresa);
    await gestor.ate(1);

    // The activity's record is written, and its event with it; the histórico after them fails, so the whole change rolls back.
    const TITULO = 'Desfeita depois do aviso';
    await peloDono(async (db) => {
      await sql`create or replace function testes_falhar_historico() returns trigger language plpgsql as $$
                begin raise exception 'histórico recusado'; end $$`.execute(db);
      await sql`create trigger testes_falhar_historico before insert on atividade_historico for each row
                when (new.depois ->> 'titulo' = ${sql.lit(TITULO)}) execute function testes_falhar_historico()`.execute(db);
    });
    try {
      const desfeita = await app.inject({
        method: 'PATCH',
        url: `/api/atividades/${atividade.id}`,
        headers: empresa.headers.gestor,
        payload: { titulo: TITULO, versao: atividade.versao },
      });
      expect(desfeita.statusCode).toBe(500);
    } finally {
      await peloDono((db) => sql`drop trigger testes_falhar_historico on atividade_historico`.execute(db));
    }

    // The next change is the next thing the stream tells, and nothing is left waiting to be told.
    const comentario = await app.inject({ method: 'POST', url: `/api/atividades/${atividade.id}/comentarios`, headers: empresa.headers.gestor, payload: { texto: 'Depois' } });
    expect(comentario.statusCode).toBe(201);
    expect(await gestor.ate(2)).toEqual([
      { tipo: 'atividade', id: atividade.id, versao: atividade.versao },
      { tipo: 'atividade', id: atividade.id, recurso: 'comentarios' },
    ]);
    expect(await peloDono((db) => db.selectFrom('ao_vivo_evento').select('id').where('empresa_id', '=', empresa.empresaId).execute())).toEqual([]);
    await gestor.fechar();
  });

  it('tells a committed change that its process did not publish (it died after the commit) on the next pass of any process', async () => {
    const app = await buildTestApp();
    const empresa = await novaEmpresa(app);
    const gestor = await ouvir(app, empresa.headers.gestor);
    const atividade = await criada(app, empresa);
    await gestor.ate(1);

    // What a committed transaction leaves in the outbox when its process ends before publishing it.
    await peloDono((db) =>
      db
        .insertInto('ao_vivo_evento')
        .values({ empresa_id: empresa.empresaId, evento: JSON.stringify({ tipo: 'atividade', id: atividade.id, versao: atividade.versao + 1 }) })
        .execute(),
    );
    await app.saidaAoVivo.publicar();
    expect(await gestor.ate(2)).toEqual([
      { tipo: 'atividade', id: atividade.id, versao: atividade.versao },
      { tipo: 'atividade', id: atividade.id, versao: atividade.versao + 1 },
    ]);
    await gestor.fechar();
  });

  it('is open to every papel of the company, and refuses a request without a session or for a company one is not in', async () => {
    const app = await buildTestApp();
    const empresa = await novaEmpresa(app);
    const outra = await novaEmpresa(app, 'Outra Empresa');
    const ouvintes = await Promise.all((['admin', 'gestor', 'tecnico', 'leitor'] as const).map((papel) => ouvir(app, empresa.headers[papel])));
    const atividade = await criada(app, empresa);
    for (const ouvinte of ouvintes) expect(await ouvinte.ate(1)).toEqual([{ tipo: 'atividade', id: atividade.id, versao: atividade.versao }]);
    await Promise.all(ouvintes.map((ouvinte) => ouvinte.fechar()));

    expect((await app.inject({ method: 'GET', url: '/api/atividades/eventos' })).statusCode).toBe(401);
    const alheia = { ...empresa.headers.leitor, 'x-empresa-id': outra.empresaId };
    expect((await app.inject({ method: 'GET', url: '/api/atividades/eventos', headers: alheia })).statusCode).toBe(403);
  });

  it('ends a stream once its session no longer holds: signed out, removed, given another papel, its password changed elsewhere', async () => {
    const app = await buildTestApp();
    const empresa = await novaEmpresa(app);
    const conta = await memberOf(app, empresa.empresaId, 'tecnico');
    const outraSessao = (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: conta.email, password: conta.password } })).json().token as string;
    const [tecnico, leitor, gestor, daConta, outroTecnico] = await Promise.all([
      ouvir(app, empresa.headers.tecnico),
      ouvir(app, empresa.headers.leitor),
      ouvir(app, empresa.headers.gestor),
      ouvir(app, bearer(conta.token, empresa.empresaId)),
      ouvir(app, empresa.headers.outroTecnico),
    ]);
    const admin = empresa.headers.admin;
    const versao = async (id: string) => (await app.inject({ method: 'GET', url: `/api/usuarios/${id}`, headers: admin })).json().versao as number;

    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: empresa.headers.tecnico })).statusCode).toBe(200);
    await tecnico.fim;
    const leitorId = empresa.ids.leitor;
    expect((await app.inject({ method: 'DELETE', url: `/api/usuarios/${leitorId}?versao=${await versao(leitorId)}`, headers: admin })).statusCode).toBe(204);
    await leitor.fim;
    const gestorId = empresa.ids.gestor;
    const rebaixado = await app.inject({ method: 'PATCH', url: `/api/usuarios/${gestorId}`, headers: admin, payload: { papel: 'leitor', versao: await versao(gestorId) } });
    expect(rebaixado.statusCode).toBe(200);
    await gestor.fim;
    const senha = { password_atual: conta.password, password: 'outra-senha-456' };
    expect((await app.inject({ method: 'PUT', url: '/api/user/senha', headers: bearer(outraSessao), payload: senha })).statusCode).toBe(200);
    await daConta.fim;

    const atividade = (await criar(app, empresa, {}, admin)).json() as AtividadeCriada;
    expect(await outroTecnico.ate(1)).toEqual([{ tipo: 'atividade', id: atividade.id, versao: atividade.versao }]);
    expect([tecnico, leitor, gestor, daConta].map((ouvinte) => ouvinte.eventos)).toEqual([[], [], [], []]);
    await outroTecnico.fechar();
  });

  it('ends a stream when another process signs its session out', async () => {
    const serve = await buildTestApp();
    const escreve = await buildTestApp();
    const empresa = await novaEmpresa(escreve);
    const tecnico = await ouvir(serve, empresa.headers.tecnico);
    expect((await escreve.inject({ method: 'POST', url: '/api/auth/logout', headers: empresa.headers.tecnico })).statusCode).toBe(200);
    await tecnico.fim;
  });

  it(`holds at most ${STREAMS_POR_SESSAO} streams of one session, and answers 429 to the next`, async () => {
    const app = await buildTestApp();
    const empresa = await novaEmpresa(app);
    const abertos = await Promise.all(Array.from({ length: STREAMS_POR_SESSAO }, () => ouvir(app, empresa.headers.tecnico)));
    const demais = await fetch(`${await endereco(app)}/api/atividades/eventos`, { headers: empresa.headers.tecnico });
    expect(demais.status).toBe(429);
    expect(comTextos(await demais.json())).toEqual({ code: 'limite_de_tentativas', message: 'Há conexões ao vivo demais abertas com esta sessão. Feche outra aba do Prumo e tente de novo.' });

    // The cap is the session's: another person's stream still opens, and every open one still hears.
    const gestor = await ouvir(app, empresa.headers.gestor);
    const atividade = await criada(app, empresa);
    for (const ouvinte of [...abertos, gestor]) expect(await ouvinte.ate(1)).toEqual([{ tipo: 'atividade', id: atividade.id, versao: atividade.versao }]);
    await Promise.all([...abertos, gestor].map((ouvinte) => ouvinte.fechar()));
  });

  it('reaches a screen served by another process through REDIS_URL', async () => {
    const config = { redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' };
    const escreve = await buildTestApp({ config });
    const serve = await buildTestApp({ config });
    const empresa = await novaEmpresa(escreve);
    const gestor = await ouvir(serve, empresa.headers.gestor);
    const atividade = await criada(escreve, empresa);
    expect(await gestor.ate(1)).toEqual([{ tipo: 'atividade', id: atividade.id, versao: atividade.versao }]);
    await gestor.fechar();
  });

  it.each([
    ['on the same process', false],
    ['on another process, through REDIS_URL', true],
  ])('tells a stream that reconnects with Last-Event-ID the changes made while it was away, %s', async (_onde, comRedis) => {
    const config = comRedis ? { redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' } : {};
    const escreve = await buildTestApp({ config });
    const serve = comRedis ? await buildTestApp({ config }) : escreve;
    const empresa = await novaEmpresa(escreve);
    const antes = await ouvir(serve, empresa.headers.gestor);
    const atividade = await criada(escreve, empresa, { responsavel_id: empresa.ids.tecnico });
    await antes.ate(1);
    await antes.fechar();

    const iniciada = await transicionada(escreve, empresa.headers.tecnico, atividade, 'iniciar');
    const pausada = await transicionada(escreve, empresa.headers.tecnico, iniciada, 'pausar');
    const depois = await ouvir(serve, { ...empresa.headers.gestor, 'last-event-id': antes.ids[0]! });
    expect(await depois.ate(2)).toEqual([
      { tipo: 'atividade', id: atividade.id, versao: iniciada.versao },
      { tipo: 'atividade', id: atividade.id, versao: pausada.versao },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(depois.eventos).toHaveLength(2);
    await depois.fechar();
  });

  it("keeps a quiet company's missed changes for its reconnecting stream while a busy company fills the shared Redis stream", async () => {
    const config = { redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' };
    const escreve = await buildTestApp({ config });
    const serve = await buildTestApp({ config });
    const quieta = await novaEmpresa(escreve);
    const ocupada = await novaEmpresa(escreve, 'Empresa Ocupada');
    const antes = await ouvir(serve, quieta.headers.gestor);
    const atividade = await criada(escreve, quieta, { responsavel_id: quieta.ids.tecnico });
    await antes.ate(1);
    await antes.fechar();

    const iniciada = await transicionada(escreve, quieta.headers.tecnico, atividade, 'iniciar');
    // More changes than the shared stream keeps, all after the quiet company's.
    for (let n = 0; n < 12_000; n += 1) escreve.aoVivo.publicar(ocupada.empresaId, { tipo: 'atividade', id: atividade.id, versao: n });
    const pausada = await transicionada(escreve, quieta.headers.tecnico, iniciada, 'pausar');
    const depois = await ouvir(serve, { ...quieta.headers.gestor, 'last-event-id': antes.ids[0]! });
    expect(await depois.ate(2)).toEqual([
      { tipo: 'atividade', id: atividade.id, versao: iniciada.versao },
      { tipo: 'atividade', id: atividade.id, versao: pausada.versao },
    ]);
    await depois.fechar();
  });

  it('tells a stream that heard nothing before it dropped the changes made while it was away, from where it opened', async () => {
    for (const config of [{}, { redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' }]) {
      const app = await buildTestApp({ config });
      const empresa = await novaEmpresa(app);
      await criada(app, empresa);
      const antes = await ouvir(app, empresa.headers.gestor);
      const posicao = await antes.posicao();
      await antes.fechar();
      expect(antes.eventos).toEqual([]);

      const enquantoFora = await criada(app, empresa);
      const depois = await ouvir(app, { ...empresa.headers.gestor, 'last-event-id': posicao });
      // The change made before the stream opened is not told again; the one made while it was away is.
      expect(await depois.ate(1)).toEqual([{ tipo: 'atividade', id: enquantoFora.id, versao: enquantoFora.versao }]);
      await depois.fechar();
    }
  });

  it('hears the live changes of a restarted process on a stream that names an id from before the restart', async () => {
    const antesDoReinicio = await buildTestApp();
    const empresa = await novaEmpresa(antesDoReinicio);
    const antes = await ouvir(antesDoReinicio, empresa.headers.gestor);
    await criada(antesDoReinicio, empresa);
    await antes.ate(1);
    await antes.fechar();
    await new Promise((resolve) => setTimeout(resolve, 5));

    const reiniciado = await buildTestApp();
    const depois = await ouvir(reiniciado, { ...empresa.headers.gestor, 'last-event-id': antes.ids[0]! });
    const atividade = await criada(reiniciado, empresa);
    expect(await depois.ate(1)).toEqual([{ tipo: 'atividade', id: atividade.id, versao: atividade.versao }]);
    await depois.fechar();
  });
});
