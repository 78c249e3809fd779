import type { FastifyInstance } from 'fastify';
import type { EventoAoVivo } from '../../contract/aoVivo';
import { buildTestApp } from '../support/api/buildTestApp';
import { criada, novaEmpresa, transicionada, type Headers } from '../support/api/atividades';

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
        if (bloco.includes('event: atividade') && data) eventos.push(JSON.parse(data.slice('data: '.length)) as EventoAoVivo);
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
  return { eventos, ate, fechar };
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
});
