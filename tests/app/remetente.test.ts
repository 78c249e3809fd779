import { respostasNoAparelho } from '../../src/features/atividades/detalhes/respostasNoAparelho';
import { criarOutbox } from '../../src/features/atividades/offline/outbox';
import { criarRemetente } from '../../src/features/atividades/offline/remetente';
import { meuDiaNoAparelho, type AgendaGuardada } from '../../src/features/meu-dia/meuDiaNoAparelho';
import { PRAZO_DA_RESPOSTA_MS } from '../../src/http/prazo';
import { enviosNoAparelho } from '../../src/features/questionarios/preenchimento/arquivos/enviosNoAparelho';
import { fakeApi, type FakeCall, type FakeReply } from '../support/app/fakeApi';

/** The Web Locks API, as a browser gives it: one holder at a time per name. Answers the names asked, in order. */
function comWebLocks(): string[] {
  const pedidos: string[] = [];
  const filas = new Map<string, Promise<unknown>>();
  Object.defineProperty(navigator, 'locks', {
    configurable: true,
    value: {
      request: (nome: string, fn: () => Promise<unknown>) => {
        pedidos.push(nome);
        const vez = (filas.get(nome) ?? Promise.resolve()).then(fn);
        filas.set(nome, vez.catch(() => undefined));
        return vez;
      },
    },
  });
  return pedidos;
}

let n = 0;
/** A sender for a new person (stores apart from the other tests'), and the server's edge it talks to. */
function montar(rotas: Record<string, (call: FakeCall) => FakeReply | Promise<FakeReply>> = {}) {
  const usuario = `u-${++n}`;
  const rede = { ligada: true };
  const atividade = (id: string, versao = 3) => ({ id, versao, respostas: {}, comentarios: {} });
  const padrao: Record<string, (call: FakeCall) => FakeReply | Promise<FakeReply>> = {
    'GET /api/atividades/a': () => ({ status: 200, data: atividade('a') }),
    'GET /api/atividades/b': () => ({ status: 200, data: atividade('b') }),
    'POST /api/atividades/a/arquivos': () => ({ status: 201, data: { id: 'f-1' } }),
    'PUT /api/atividades/a/respostas': ({ body }) => ({ status: 200, data: { ...atividade('a', 4), ...(body as object) } }),
    'PUT /api/atividades/b/respostas': ({ body }) => ({ status: 200, data: { ...atividade('b', 4), ...(body as object) } }),
    'POST /api/atividades/a/transicoes': () => ({ status: 200, data: atividade('a', 5) }),
    'POST /api/atividades/b/transicoes': () => ({ status: 200, data: atividade('b', 5) }),
  };
  const api = fakeApi(
    Object.fromEntries(Object.entries({ ...padrao, ...rotas }).map(([rota, responder]) => [rota, (call: FakeCall) => (rede.ligada ? responder(call) : { status: 0 })])),
  );
  const outbox = criarOutbox(`${usuario}:e-1`);
  const remetente = criarRemetente(usuario, 'e-1', outbox);
  const escritas = () => api.calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url.replace('/api/atividades/', '')}`);
  const guardarRespostas = (atividadeId: string, respostas: Record<string, string>) =>
    respostasNoAparelho.guardar(respostasNoAparelho.chave(usuario, atividadeId), { respostas, comentarios: {}, versao: 3, empresa: 'e-1' });
  return { usuario, rede, api, outbox, remetente, escritas, guardarRespostas };
}

test('sends an activity’s photo, then its answers naming it, then its transition, and each activity in its order', async () => {
  const { usuario, outbox, remetente, escritas, guardarRespostas, api } = montar();
  await remetente.guardarImagem(`${usuario}:a:foto-placa:0001`, 'placa.jpg', new Blob(['jpg'], { type: 'image/jpeg' }), { atividade: 'a', pergunta: 'foto-placa', campo: 'foto' });
  await guardarRespostas('a', { tag: 'CF-02' });
  await outbox.adicionar({ atividade_id: 'a', tipo: 'transicao', corpo: { evento: 'concluir' } });
  await guardarRespostas('b', { tag: 'B-1' });

  expect(await remetente.enviar()).toBe('ok');

  expect(escritas()).toEqual(['POST a/arquivos', 'PUT a/respostas', 'POST a/transicoes', 'PUT b/respostas']);
  expect(api.callsTo('PUT /api/atividades/a/respostas')[0]?.body).toEqual({ respostas: { tag: 'CF-02', 'foto-placa': ['f-1'] }, comentarios: {}, versao: 3 });
  expect(await respostasNoAparelho.daPessoa(usuario)).toEqual(new Map());
  expect(await enviosNoAparelho.listar(usuario)).toEqual([]);
});

test('answers written after an iniciar made offline go after it', async () => {
  const { outbox, remetente, escritas, guardarRespostas } = montar();
  await outbox.adicionar({ atividade_id: 'a', tipo: 'transicao', corpo: { evento: 'iniciar' } });
  await guardarRespostas('a', { tag: 'CF-02' });
  await outbox.adicionar({ atividade_id: 'a', tipo: 'transicao', corpo: { evento: 'concluir' } });

  await remetente.enviar();

  expect(escritas()).toEqual(['POST a/transicoes', 'PUT a/respostas', 'POST a/transicoes']);
});

test('without the network everything waits on the device, and goes when it returns', async () => {
  const { usuario, rede, outbox, remetente, escritas, guardarRespostas } = montar();
  rede.ligada = false;
  await guardarRespostas('a', { tag: 'CF-02' });
  await outbox.adicionar({ atividade_id: 'a', tipo: 'transicao', corpo: { evento: 'concluir' } });

  expect(await remetente.enviar()).toBe('sem_rede');
  expect((await outbox.listar()).map((item) => item.estado)).toEqual(['nao_enviado']);
  expect(await respostasNoAparelho.ler(respostasNoAparelho.chave(usuario, 'a'))).toMatchObject({ respostas: { tag: 'CF-02' } });

  rede.ligada = true;
  expect(await remetente.enviar()).toBe('ok');
  expect(escritas().slice(-2)).toEqual(['PUT a/respostas', 'POST a/transicoes']);
});

test('a conflict on answers keeps them with the server’s values and holds that activity only', async () => {
  const atuais = { versao: 5, respostas: { tag: 'OUTRA' }, comentarios: {} };
  const { usuario, outbox, remetente, escritas, guardarRespostas } = montar({
    'PUT /api/atividades/a/respostas': () => ({ status: 409, data: { message: 'Outra pessoa alterou.', atuais } }),
  });
  await guardarRespostas('a', { tag: 'CF-02' });
  await outbox.adicionar({ atividade_id: 'a', tipo: 'transicao', corpo: { evento: 'concluir' } });
  await outbox.adicionar({ atividade_id: 'b', tipo: 'transicao', corpo: { evento: 'concluir' } });

  expect(await remetente.enviar()).toBe('aguardando');

  expect(escritas()).toEqual(['PUT a/respostas', 'POST b/transicoes']);
  expect(await respostasNoAparelho.ler(respostasNoAparelho.chave(usuario, 'a'))).toMatchObject({ respostas: { tag: 'CF-02' }, falha: { status: 409, body: { atuais } } });
  expect((await outbox.listar()).map((item) => `${item.atividade_id}:${item.estado}`)).toEqual(['a:nao_enviado', 'b:enviado']);
  expect(remetente.partes()).toEqual([expect.objectContaining({ id: 'respostas:a', estado: 'conflito' })]);

  // Held, not dropped: the next round does not send it again until the person chose.
  await remetente.enviar();
  expect(escritas()).toEqual(['PUT a/respostas', 'POST b/transicoes']);
});

test('two tabs take turns: a round waits while another tab holds the lock, then sends', async () => {
  const pedidos = comWebLocks();
  let soltar = () => {};
  const ocupado = new Promise<void>((resolve) => (soltar = resolve));
  try {
    const { usuario, remetente, escritas, guardarRespostas } = montar();
    const outraAba = navigator.locks.request(`prumo-envios:${usuario}:e-1`, () => ocupado);
    await guardarRespostas('a', { tag: 'CF-02' });
    const rodada = remetente.enviar();
    await Promise.resolve();
    expect(escritas()).toEqual([]);

    soltar();
    await outraAba;
    await rodada;
    expect(pedidos).toEqual([`prumo-envios:${usuario}:e-1`, `prumo-envios:${usuario}:e-1`]);
    expect(escritas()).toEqual(['PUT a/respostas']);
  } finally {
    Reflect.deleteProperty(navigator, 'locks');
  }
});

test('a save that never answers is given up after its time as if offline: it stays não enviado saying why, the lock is let go, and the next round sends it', async () => {
  const pedidos = comWebLocks();
  // IndexedDB's own scheduling (setImmediate) keeps running; only the clock of the wait is driven.
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
  try {
    let chegou = () => {};
    const pendurada = new Promise<void>((resolve) => (chegou = resolve));
    let primeira = true;
    const { usuario, outbox, remetente, escritas, guardarRespostas } = montar({
      'PUT /api/atividades/a/respostas': ({ body }) => {
        if (!primeira) return { status: 200, data: { id: 'a', versao: 4, comentarios: {}, ...(body as object) } };
        primeira = false;
        chegou();
        return new Promise<FakeReply>(() => {});
      },
    });
    await guardarRespostas('a', { tag: 'CF-02' });
    await outbox.adicionar({ atividade_id: 'a', tipo: 'transicao', corpo: { evento: 'concluir' } });

    const rodada = remetente.enviar();
    await pendurada;
    await jest.advanceTimersByTimeAsync(PRAZO_DA_RESPOSTA_MS);

    expect(await rodada).toBe('sem_rede');
    const motivo = 'O servidor não respondeu a tempo. Será enviado de novo em instantes.';
    expect(await outbox.listar()).toEqual([expect.objectContaining({ estado: 'nao_enviado', erro: motivo })]);
    expect(remetente.partes()).toEqual([expect.objectContaining({ id: 'respostas:a', estado: 'nao_enviado', adiada: expect.objectContaining({ prazo: true }) })]);
    expect(await respostasNoAparelho.ler(respostasNoAparelho.chave(usuario, 'a'))).toMatchObject({ respostas: { tag: 'CF-02' } });

    // Another tab gets the lock at once: the round that waited in vain let it go.
    await navigator.locks.request(`prumo-envios:${usuario}:e-1`, async () => undefined);
    expect(await remetente.enviar()).toBe('ok');
    expect(escritas()).toEqual(['PUT a/respostas', 'PUT a/respostas', 'POST a/transicoes']);
    expect(pedidos).toEqual(Array(3).fill(`prumo-envios:${usuario}:e-1`));
    expect(await outbox.listar()).toEqual([expect.objectContaining({ estado: 'enviado' })]);
  } finally {
    jest.useRealTimers();
    Reflect.deleteProperty(navigator, 'locks');
  }
});

test('sends the photos and signatures an earlier version of the app kept without a destination, once it knows their activity and question', async () => {
  const definicao = {
    titulo: 'Vistoria',
    descricao: null,
    secoes: [{ id: 's1', titulo: 'Loja', perguntas: [{ id: 'foto-placa', tipo: 'foto' }, { id: 'cliente', tipo: 'assinatura' }] }],
  };
  const { usuario, remetente, escritas, api } = montar({
    'GET /api/atividades/a': () => ({ status: 200, data: { id: 'a', codigo: 'A-1', versao: 3, respostas: {}, comentarios: {}, questionario_id: 'q-1', questionario_versao: 2 } }),
    'GET /api/questionarios/q-1/versoes/2': () => ({ status: 200, data: { questionario_id: 'q-1', numero: 2, ...definicao } }),
    'GET /api/atividades/c': () => ({ status: 404, data: { code: 'nao_encontrado', message: 'Atividade não encontrada.' } }),
    'POST /api/atividades/a/arquivos': ({ body }) => ({ status: 201, data: { id: ((body as FormData).get('arquivo') as File).name === 'assinatura.png' ? 'f-ass' : 'f-placa' } }),
  });
  // As the earlier version kept them: the key names the person, the activity, the question and the moment; nothing else.
  await enviosNoAparelho.guardar(`${usuario}:a:foto-placa:0000000001-0`, 'placa.jpg', new Blob(['jpg'], { type: 'image/jpeg' }));
  await enviosNoAparelho.guardar(`${usuario}:a:cliente:0000000002-1`, 'assinatura.png', new Blob(['png'], { type: 'image/png' }));
  await enviosNoAparelho.guardar(`${usuario}:c:foto:0000000003-2`, 'outra.jpg', new Blob(['jpg'], { type: 'image/jpeg' }));

  expect(await remetente.enviar()).toBe('ok');

  expect(escritas()).toEqual(['POST a/arquivos', 'POST a/arquivos', 'PUT a/respostas']);
  expect(api.callsTo('PUT /api/atividades/a/respostas')[0]?.body).toEqual({ respostas: { 'foto-placa': ['f-placa'], cliente: 'f-ass' }, comentarios: {}, versao: 3 });
  // An activity this company does not have (another company's) keeps its image as it was, for that company's session.
  expect(await enviosNoAparelho.listar(usuario)).toEqual([expect.objectContaining({ chave: `${usuario}:c:foto:0000000003-2`, nome: 'outra.jpg' })]);
  expect((await enviosNoAparelho.listar(usuario))[0]).not.toHaveProperty('campo');
});

test('gives an earlier version’s photo its destination from the agenda kept on the device when the app opens offline', async () => {
  const { usuario, rede, remetente } = montar({ 'POST /api/atividades/b/arquivos': () => ({ status: 201, data: { id: 'f-1' } }) });
  rede.ligada = false;
  const questionario = { questionario_id: 'q-1', numero: 1, titulo: 'Vistoria', descricao: null, secoes: [{ id: 's1', titulo: 'Loja', perguntas: [{ id: 'fachada', tipo: 'foto' }] }] };
  const pacote = { atividade: { id: 'b', codigo: 'B-7', versao: 3, respostas: {}, comentarios: {} }, questionario, comentarios: { items: [], next_cursor: null }, anexos: { items: [], next_cursor: null } };
  await meuDiaNoAparelho.guardar(meuDiaNoAparelho.chave(usuario, 'e-1'), { agenda: { items: [], de: '', ate: '', pacotes: [pacote] }, retidos: [], em: '2026-03-10T12:00:00.000Z' } as unknown as AgendaGuardada);
  await enviosNoAparelho.guardar(`${usuario}:b:fachada:0000000001-0`, 'fachada.jpg', new Blob(['jpg'], { type: 'image/jpeg' }));

  expect(await remetente.enviar()).toBe('sem_rede');

  expect(await enviosNoAparelho.listar(usuario)).toEqual([expect.objectContaining({ nome: 'fachada.jpg', empresa: 'e-1', atividade: 'b', codigo: 'B-7', pergunta: 'fachada', campo: 'foto' })]);
  expect(remetente.partes()).toEqual([expect.objectContaining({ atividade_id: 'b', codigo: 'B-7', tipo: 'foto', pergunta: 'fachada', estado: 'nao_enviado' })]);
});

test('sends a corrective action’s check after the photos of its evidence, through the visit, naming them; a photo kept before its item is not sent without it', async () => {
  const { usuario, outbox, remetente, escritas, api } = montar({
    'POST /api/acoes/c-1/transicoes': ({ body }) => ({ status: 200, data: { id: 'c-1', status: 'verificada', versao: (body as { versao: number }).versao + 1 } }),
  });
  // The photo of a check whose item is not there yet (the page keeps the photos first): it waits for it.
  await enviosNoAparelho.guardar(`${usuario}:a:evidencia-i-0:0000000001-0`, 'antes.jpg', new Blob(['jpg'], { type: 'image/jpeg' }), { campo: 'evidencia', item: 'i-0', empresa: 'e-1', atividade: 'a' });
  await outbox.adicionar({ atividade_id: 'a', tipo: 'transicao', corpo: { evento: 'iniciar' } });
  await remetente.guardarAcao({ atividade_id: 'a', codigo: 'AT-1' }, { acao_id: 'c-1', acao_codigo: 'AC-000003', evento: 'verificar', comentario: 'No lugar.', versao: 2 }, [
    { nome: 'extintor.jpg', arquivo: new Blob(['jpg'], { type: 'image/jpeg' }) },
  ]);

  expect(await remetente.enviar()).toBe('ok');

  expect(escritas()).toEqual(['POST a/transicoes', 'POST a/arquivos', 'POST /api/acoes/c-1/transicoes']);
  expect(api.callsTo('POST /api/acoes/c-1/transicoes')[0]?.body).toEqual({ evento: 'verificar', comentario: 'No lugar.', fotos: ['f-1'], versao: 2 });
  expect((await enviosNoAparelho.listar(usuario)).map((imagem) => imagem.nome)).toEqual(['antes.jpg']);
});
