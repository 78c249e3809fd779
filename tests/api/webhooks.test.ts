import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { Webhook as Verificador } from 'standardwebhooks';
import type { TokenApiCriado } from '#contract/tokens';
import { corpoDoEvento } from '#contract/webhookEventos';
import { EVENTOS_WEBHOOK, type Webhook, type WebhookComSegredo, WebhookEntrega, WebhookEntregaLista } from '#contract/webhooks';
import { ATRASOS_MS, LOTE_DA_PODA, RETENCAO_MS, entregarPendentes, podarEntregas } from '#server/webhooks/entregar';
import { buildTestApp, manualClock, peloDono } from '../support/api/buildTestApp';
import { criada, novaEmpresa, questionarioPublicado, transicao, transicionada, type Empresa } from '../support/api/atividades';
import { definicao, secao, simNao } from '../support/questionarios';

interface Recebido {
  headers: IncomingHttpHeaders;
  corpo: string;
}

let app: FastifyInstance;
let semInternos: FastifyInstance;
// Signatures carry the send time and receivers check it against theirs: the clock starts now.
const clock = manualClock(new Date());
let empresa: Empresa;
let receptor: Server;
let url: string;
const recebidos: Recebido[] = [];
/** The receiver's answers, in order; 200 once they run out. */
const respostas: number[] = [];

beforeAll(async () => {
  app = await buildTestApp({ clock, config: { webhookAllowPrivate: true } });
  semInternos = await buildTestApp({ clock });
  empresa = await novaEmpresa(app);
  receptor = createServer((request, response) => {
    const partes: Buffer[] = [];
    request.on('data', (parte: Buffer) => partes.push(parte));
    request.on('end', () => {
      recebidos.push({ headers: request.headers, corpo: Buffer.concat(partes).toString('utf8') });
      response.statusCode = respostas.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receptor.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receptor.address() as AddressInfo).port}/ganchos`;
});

afterAll(async () => {
  await new Promise((resolve) => receptor.close(resolve));
});

// Every body a receiver got is what the API document describes for its event (contract/webhookEventos.ts).
const ajv = addFormats(new Ajv({ allErrors: true }));
const conformes = Object.fromEntries(EVENTOS_WEBHOOK.map((evento) => [evento, ajv.compile(corpoDoEvento(evento))]));
afterEach(() => {
  for (const recebido of recebidos) {
    const corpo = JSON.parse(recebido.corpo) as { type: string };
    const conforme = conformes[corpo.type];
    expect([corpo.type, conforme?.(corpo) ? [] : conforme?.errors]).toEqual([corpo.type, []]);
  }
});

beforeEach(async () => {
  recebidos.length = 0;
  respostas.length = 0;
  await peloDono((db) => db.deleteFrom('webhook').execute());
});

async function criarWebhook(eventos: string[], de = app, headers = empresa.headers.admin) {
  return de.inject({ method: 'POST', url: '/api/webhooks', headers, payload: { url, eventos, descricao: 'ERP' } });
}

async function webhookCriado(eventos: string[]): Promise<WebhookComSegredo> {
  const response = await criarWebhook(eventos);
  expect(response.statusCode).toBe(201);
  return response.json<WebhookComSegredo>();
}

async function entregas(webhook: Pick<Webhook, 'id'>): Promise<WebhookEntrega[]> {
  const response = await app.inject({ method: 'GET', url: `/api/webhooks/${webhook.id}/entregas`, headers: empresa.headers.admin });
  expect(response.statusCode).toBe(200);
  return response.json<WebhookEntregaLista>().items;
}

const noOutbox = () => peloDono((db) => db.selectFrom('webhook_entrega').select(['evento', 'corpo']).orderBy('criado_em').execute());

describe('webhooks: set by an admin', () => {
  it('creates, lists, reads, changes, rotates and deletes; the secret is shown once and kept encrypted', async () => {
    const criado = await webhookCriado(['atividade.criada']);
    expect(criado).toEqual({
      id: expect.any(String),
      url,
      eventos: ['atividade.criada'],
      descricao: 'ERP',
      ativo: true,
      falhando_desde: null,
      criado_em: clock().toISOString(),
      segredo: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{32}$/),
    });
    const guardado = await peloDono((db) => db.selectFrom('webhook').select('segredo').where('id', '=', criado.id).executeTakeFirstOrThrow());
    expect(guardado.segredo).not.toContain(criado.segredo.slice('whsec_'.length));

    const { segredo, ...semSegredo } = criado;
    const lista = await app.inject({ method: 'GET', url: '/api/webhooks', headers: empresa.headers.admin });
    expect(lista.json()).toEqual({ items: [{ ...semSegredo, ultima_entrega: null }] });
    expect(JSON.stringify(lista.json())).not.toContain(segredo);

    const alterado = await app.inject({
      method: 'PATCH',
      url: `/api/webhooks/${criado.id}`,
      headers: empresa.headers.admin,
      payload: { eventos: ['atividade.transicao', 'atividade.concluida'], descricao: null },
    });
    expect(alterado.statusCode).toBe(200);
    expect(alterado.json()).toMatchObject({ eventos: ['atividade.transicao', 'atividade.concluida'], descricao: null });

    const girado = await app.inject({ method: 'POST', url: `/api/webhooks/${criado.id}/segredo`, headers: empresa.headers.admin });
    expect(girado.statusCode).toBe(200);
    expect(girado.json<WebhookComSegredo>().segredo).toMatch(/^whsec_/);
    expect(girado.json<WebhookComSegredo>().segredo).not.toBe(segredo);

    expect((await app.inject({ method: 'DELETE', url: `/api/webhooks/${criado.id}`, headers: empresa.headers.admin })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: `/api/webhooks/${criado.id}`, headers: empresa.headers.admin })).statusCode).toBe(404);
  });

  it('is for admins and their API tokens only', async () => {
    expect((await criarWebhook(['atividade.criada'], app, empresa.headers.gestor)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/webhooks', headers: empresa.headers.gestor })).statusCode).toBe(403);
    const token = (await app.inject({ method: 'POST', url: '/api/tokens', headers: empresa.headers.admin, payload: { nome: 'ERP', papel: 'admin' } })).json<TokenApiCriado>();
    expect((await criarWebhook(['atividade.criada'], app, { authorization: `Bearer ${token.token}` })).statusCode).toBe(201);
    const doGestor = (await app.inject({ method: 'POST', url: '/api/tokens', headers: empresa.headers.admin, payload: { nome: 'BI', papel: 'gestor' } })).json<TokenApiCriado>();
    expect((await app.inject({ method: 'GET', url: '/api/webhooks', headers: { authorization: `Bearer ${doGestor.token}` } })).statusCode).toBe(403);
  });

  it('refuses loopback, private and link-local targets without WEBHOOK_ALLOW_PRIVATE, and other schemes always', async () => {
    for (const alvo of [url, 'http://10.1.2.3/', 'http://169.254.169.254/latest', 'http://[::1]:8080/', 'http://[fe80::1]/', 'http://[::ffff:127.0.0.1]/', 'http://localhost/']) {
      const response = await semInternos.inject({ method: 'POST', url: '/api/webhooks', headers: empresa.headers.admin, payload: { url: alvo, eventos: ['atividade.criada'] } });
      expect([alvo, response.statusCode, response.json().errors?.url?.[0]?.code]).toEqual([alvo, 422, 'destino_privado']);
    }
    const ftp = await app.inject({ method: 'POST', url: '/api/webhooks', headers: empresa.headers.admin, payload: { url: 'ftp://example.com/', eventos: ['atividade.criada'] } });
    expect([ftp.statusCode, ftp.json().errors?.url?.[0]?.code]).toEqual([422, 'url_invalida']);
  });

  it('checks the target again on every delivery: a worker without the setting does not send to it', async () => {
    const webhook = await webhookCriado(['atividade.criada']);
    await criada(app, empresa);
    expect(await entregarPendentes(semInternos)).toBe(1);
    expect(recebidos).toHaveLength(0);
    expect(await entregas(webhook)).toMatchObject([{ status: 'pendente', tentativas: 1, ultimo_codigo: null, ultimo_erro: expect.stringContaining('rede interna') }]);
  });
});

describe('webhooks: delivered from the outbox', () => {
  it('delivers an activity event signed by the Standard Webhooks scheme', async () => {
    const webhook = await webhookCriado(['atividade.criada', 'atividade.transicao']);
    const atividade = await criada(app, empresa);
    expect(await entregarPendentes(app)).toBe(1);
    expect(recebidos).toHaveLength(1);
    const [recebido] = recebidos;
    const evento = new Verificador(webhook.segredo).verify(recebido!.corpo, recebido!.headers as Record<string, string>);
    expect(evento).toEqual({
      type: 'atividade.criada',
      timestamp: clock().toISOString(),
      data: expect.objectContaining({ id: atividade.id, codigo: atividade.codigo, status: 'agendada', titulo: atividade.titulo, versao: 1 }),
    });
    expect(() => new Verificador(`whsec_${Buffer.from('outro segredo de 24 bytes').toString('base64')}`).verify(recebido!.corpo, recebido!.headers as Record<string, string>)).toThrow();
    expect(await entregas(webhook)).toEqual([
      expect.objectContaining({ id: recebido!.headers['webhook-id'], evento: 'atividade.criada', status: 'entregue', tentativas: 1, ultimo_codigo: 200, entregue_em: clock().toISOString() }),
    ]);
    const lista = await app.inject({ method: 'GET', url: '/api/webhooks', headers: empresa.headers.admin });
    expect(lista.json().items).toMatchObject([{ id: webhook.id, ultima_entrega: { status: 'entregue', ultimo_codigo: 200, criado_em: clock().toISOString() } }]);

    await transicionada(app, empresa.headers.tecnico, atividade, 'iniciar');
    await entregarPendentes(app);
    expect(JSON.parse(recebidos[1]!.corpo)).toMatchObject({ type: 'atividade.transicao', data: { id: atividade.id, evento: 'iniciar', de: 'agendada', para: 'em_andamento', versao: 2 } });
  });

  it('retries after a 500, with backoff, under the same webhook-id', async () => {
    const webhook = await webhookCriado(['atividade.criada']);
    respostas.push(500);
    await criada(app, empresa);
    await entregarPendentes(app);
    const [falha] = await entregas(webhook);
    expect(falha).toMatchObject({ status: 'pendente', tentativas: 1, ultimo_codigo: 500, proxima_em: new Date(clock().getTime() + ATRASOS_MS[0]).toISOString() });
    expect((await app.inject({ method: 'GET', url: `/api/webhooks/${webhook.id}`, headers: empresa.headers.admin })).json()).toMatchObject({ falhando_desde: clock().toISOString() });

    expect(await entregarPendentes(app)).toBe(0);
    clock.advance(ATRASOS_MS[0]);
    expect(await entregarPendentes(app)).toBe(1);
    expect(recebidos.map((recebido) => recebido.headers['webhook-id'])).toEqual([falha!.id, falha!.id]);
    new Verificador(webhook.segredo).verify(recebidos[1]!.corpo, recebidos[1]!.headers as Record<string, string>);
    expect(await entregas(webhook)).toMatchObject([{ status: 'entregue', tentativas: 2, ultimo_codigo: 200 }]);
    expect((await app.inject({ method: 'GET', url: `/api/webhooks/${webhook.id}`, headers: empresa.headers.admin })).json()).toMatchObject({ falhando_desde: null });
  });

  it('replays a delivery as a new one with the same body', async () => {
    const webhook = await webhookCriado(['atividade.criada']);
    await criada(app, empresa);
    await entregarPendentes(app);
    const [original] = await entregas(webhook);
    const replay = await app.inject({ method: 'POST', url: `/api/webhooks/${webhook.id}/entregas/${original!.id}/reenviar`, headers: empresa.headers.admin });
    expect(replay.statusCode).toBe(202);
    expect(replay.json()).toMatchObject({ evento: 'atividade.criada', status: 'pendente', tentativas: 0 });
    await entregarPendentes(app);
    expect(recebidos).toHaveLength(2);
    expect(recebidos[1]!.corpo).toBe(recebidos[0]!.corpo);
    expect(recebidos[1]!.headers['webhook-id']).toBe(replay.json<WebhookEntrega>().id);
    expect((await app.inject({ method: 'POST', url: `/api/webhooks/${webhook.id}/entregas/${webhook.id}/reenviar`, headers: empresa.headers.admin })).statusCode).toBe(404);
  });

  it('writes no event for a change that rolled back', async () => {
    await webhookCriado(['atividade.transicao', 'atividade.alterada', 'atividade.concluida']);
    const atividade = await criada(app, empresa);
    // The machine refuses concluding an activity that never started.
    expect((await transicao(app, empresa.headers.gestor, atividade, 'concluir')).statusCode).toBe(409);
    // A stale versao.
    expect((await transicao(app, empresa.headers.gestor, { id: atividade.id, versao: 7 }, 'cancelar', 'Cliente desistiu')).statusCode).toBe(409);
    const stale = await app.inject({ method: 'PATCH', url: `/api/atividades/${atividade.id}`, headers: empresa.headers.gestor, payload: { versao: 7, titulo: 'Outro' } });
    expect(stale.statusCode).toBe(409);
    expect(await noOutbox()).toEqual([]);

    await transicionada(app, empresa.headers.gestor, atividade, 'cancelar', 'Cliente desistiu');
    expect((await noOutbox()).map((linha) => linha.evento)).toEqual(['atividade.transicao']);
  });

  it('announces corrective actions and published questionnaires', async () => {
    await webhookCriado(['acao.criada', 'acao.transicao', 'questionario.publicado']);
    const questionario = await questionarioPublicado(app, empresa.headers.admin, definicao([secao('s1', [simNao('luz', { enunciado: 'A luz acende?' })])]));
    const criadaAcao = await app.inject({
      method: 'POST',
      url: '/api/acoes',
      headers: empresa.headers.gestor,
      payload: { titulo: 'Trocar a lâmpada', prioridade: 'normal', responsavel_id: empresa.ids.tecnico, site_id: empresa.site.id },
    });
    expect(criadaAcao.statusCode).toBe(201);
    const acao = criadaAcao.json<{ id: string; codigo: string; versao: number }>();
    const cancelada = await app.inject({ method: 'POST', url: `/api/acoes/${acao.id}/transicoes`, headers: empresa.headers.gestor, payload: { evento: 'cancelar', versao: acao.versao, motivo: 'Duplicada' } });
    expect(cancelada.statusCode).toBe(200);
    await entregarPendentes(app);
    expect(recebidos.map((recebido) => JSON.parse(recebido.corpo) as { type: string; data: object }).sort((a, b) => a.type.localeCompare(b.type))).toEqual([
      expect.objectContaining({ type: 'acao.criada', data: expect.objectContaining({ id: acao.id, codigo: acao.codigo, status: 'aberta', titulo: 'Trocar a lâmpada' }) }),
      expect.objectContaining({ type: 'acao.transicao', data: expect.objectContaining({ id: acao.id, evento: 'cancelar', de: 'aberta', para: 'cancelada', motivo: 'Duplicada' }) }),
      expect.objectContaining({ type: 'questionario.publicado', data: { id: questionario.id, titulo: questionario.titulo, versao: 1 } }),
    ]);
  });

  it('turns off a receiver that fails for a day and tells the admins', async () => {
    const webhook = await webhookCriado(['atividade.criada']);
    respostas.push(...Array<number>(20).fill(503));
    await criada(app, empresa);
    await entregarPendentes(app);
    for (const atraso of ATRASOS_MS) {
      clock.advance(atraso);
      expect(await entregarPendentes(app)).toBe(1);
    }
    expect(await entregas(webhook)).toMatchObject([{ status: 'falhou', tentativas: ATRASOS_MS.length + 1, ultimo_codigo: 503 }]);
    expect((await app.inject({ method: 'GET', url: `/api/webhooks/${webhook.id}`, headers: empresa.headers.admin })).json()).toMatchObject({ ativo: false });
    const avisos = await peloDono((db) => db.selectFrom('notificacao').select(['usuario_id', 'link']).where('tipo', '=', 'webhook_desativado').execute());
    expect(avisos).toEqual([{ usuario_id: empresa.ids.admin, link: '/configuracoes/integracoes' }]);

    // A disabled receiver gets no new events.
    await criada(app, empresa);
    expect(await entregarPendentes(app)).toBe(0);
  });
});

describe('webhooks: the delivery log is pruned', () => {
  it('deletes delivered and failed deliveries past the retention, in batches, and keeps recent and pending ones', async () => {
    const webhook = await webhookCriado(['atividade.criada']);
    respostas.push(200, 410);
    await criada(app, empresa);
    await criada(app, empresa);
    await entregarPendentes(app);
    // One is delivered; the other is refused at every attempt and fails for good.
    for (const atraso of ATRASOS_MS) {
      respostas.push(410);
      clock.advance(atraso);
      await entregarPendentes(app);
    }
    expect((await entregas(webhook)).map((uma) => uma.status).sort()).toEqual(['entregue', 'falhou']);

    clock.advance(RETENCAO_MS);
    const linha = (status: 'entregue' | 'pendente', idadeMs: number) => ({
      empresa_id: empresa.empresaId,
      webhook_id: webhook.id,
      evento: 'atividade.criada',
      corpo: '{}',
      status,
      criado_em: new Date(clock().getTime() - idadeMs),
    });
    await peloDono((db) =>
      db
        .insertInto('webhook_entrega')
        // A full batch of older ones, one delivered a day ago, and one still pending from long ago (a receiver down, retried).
        .values([...Array.from({ length: LOTE_DA_PODA }, () => linha('entregue', 2 * RETENCAO_MS)), linha('entregue', 24 * 3600_000), linha('pendente', 2 * RETENCAO_MS)])
        .execute(),
    );

    expect(await podarEntregas(app)).toBe(LOTE_DA_PODA);
    expect(await podarEntregas(app)).toBe(2);
    expect(await podarEntregas(app)).toBe(0);
    const ficaram = await peloDono((db) => db.selectFrom('webhook_entrega').select(['status', 'criado_em']).orderBy('criado_em').execute());
    expect(ficaram).toEqual([
      { status: 'pendente', criado_em: new Date(clock().getTime() - 2 * RETENCAO_MS) },
      { status: 'entregue', criado_em: new Date(clock().getTime() - 24 * 3600_000) },
    ]);
  });
});
