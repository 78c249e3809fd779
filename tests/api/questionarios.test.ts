import type { FastifyInstance } from 'fastify';
import type { Definicao, Modelo, Questionario, QuestionarioCreateBody, QuestionarioResumo } from '#contract/questionario';
import { REGISTRO_ALTERADO } from '#contract/registro';
import { bearer, register } from '../support/api/accounts';
import { buildTestApp, manualClock } from '../support/api/buildTestApp';
import { comTextos } from '../support/api/respostasDeErro';
import { memberOf } from '../support/api/members';
import { definicao, escolha, pergunta, secao, simNao } from '../support/questionarios';

type Headers = Record<string, string>;

async function signedIn(app: FastifyInstance): Promise<{ headers: Headers; usuarioId: string; empresaId: string }> {
  const account = await register(app);
  return { headers: bearer(account.token), usuarioId: account.user.id, empresaId: account.user.empresa[0]!.id };
}

async function criar(app: FastifyInstance, headers: Headers, body: QuestionarioCreateBody = {}): Promise<Questionario> {
  const response = await app.inject({ method: 'POST', url: '/api/questionarios', headers, payload: body });
  if (response.statusCode !== 201) throw new Error(`create: ${response.statusCode} ${response.body}`);
  return response.json();
}

function salvar(app: FastifyInstance, headers: Headers, questionario: Questionario, def: Definicao) {
  return app.inject({ method: 'PUT', url: `/api/questionarios/${questionario.id}`, headers, payload: { ...def, versao: questionario.versao } });
}

function publicar(app: FastifyInstance, headers: Headers, id: string) {
  return app.inject({ method: 'POST', url: `/api/questionarios/${id}/publicar`, headers });
}

async function publicado(app: FastifyInstance, headers: Headers, def: Definicao): Promise<Questionario> {
  const criado = await criar(app, headers, def);
  const response = await publicar(app, headers, criado.id);
  if (response.statusCode !== 200) throw new Error(`publicar: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** A questionnaire that can be published: a sim/não, and a text shown only when the answer is não. */
const vistoria = definicao([
  secao('s1', [
    simNao('extintor', { enunciado: 'Há extintor?' }),
    pergunta('motivo', { regra: { combinar: 'todas', condicoes: [{ pergunta: 'extintor', operador: 'igual', valor: 'nao' }] } }),
  ]),
]);

describe('/api/questionarios', () => {
  it('creates a blank draft, saves the whole draft at the versao the builder read and refuses a stale one', async () => {
    const clock = manualClock();
    const app = await buildTestApp({ clock });
    const { headers } = await signedIn(app);
    const novo = await criar(app, headers);
    expect(novo).toEqual({
      id: expect.any(String),
      titulo: 'Novo questionário',
      descricao: null,
      status: 'rascunho',
      versao_atual: null,
      rascunho_aberto: true,
      versao: 1,
      atualizado_em: '2026-03-02T12:00:00.000Z',
      publicado_em: null,
      secoes: [],
    });

    clock.advance(60_000);
    const saved = await salvar(app, headers, novo, { ...vistoria, titulo: ' Vistoria mensal ', descricao: '  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ titulo: 'Vistoria mensal', descricao: null, versao: 2, atualizado_em: '2026-03-02T12:01:00.000Z' });
    expect(comTextos((await app.inject({ method: 'GET', url: `/api/questionarios/${novo.id}`, headers })).json())).toEqual(saved.json());

    const stale = await salvar(app, headers, novo, vistoria);
    expect(comTextos([stale.statusCode, stale.json()])).toEqual([409, { code: 'versao_desatualizada', message: REGISTRO_ALTERADO }]);
    const blank = await salvar(app, headers, saved.json(), { ...vistoria, titulo: '  ' });
    expect(comTextos([blank.statusCode, blank.json()])).toEqual([422, { code: 'validacao', message: 'Verifique os dados informados.', errors: { titulo: ['Informe o título do questionário.'] } }]);

    // A draft may be unfinished: only publishing refuses its problems.
    const unfinished = definicao([secao('s1', [escolha('cor', [])])]);
    const kept = await salvar(app, headers, saved.json(), unfinished);
    expect(kept.json()).toMatchObject({ versao: 3, secoes: unfinished.secoes });
    const schema = await salvar(app, headers, kept.json(), definicao([secao('s 1', [])]));
    expect(schema.statusCode).toBe(422);
  });

  it('publishes version 1, opens a new draft on edit and publishes it as version 2', async () => {
    const clock = manualClock();
    const app = await buildTestApp({ clock });
    const { headers, usuarioId } = await signedIn(app);
    const v1 = await publicado(app, headers, vistoria);
    expect(v1).toMatchObject({ status: 'publicado', versao_atual: 1, rascunho_aberto: false, versao: 2, publicado_em: '2026-03-02T12:00:00.000Z' });
    expect(v1.secoes).toEqual(vistoria.secoes);
    expect(comTextos((await publicar(app, headers, v1.id)).json())).toEqual({ code: 'conflito', message: 'Não há alterações para publicar.' });

    const versao1 = await app.inject({ method: 'GET', url: `/api/questionarios/${v1.id}/versoes/1`, headers });
    expect(versao1.json()).toEqual({
      questionario_id: v1.id,
      numero: 1,
      titulo: 'Vistoria',
      descricao: null,
      secoes: vistoria.secoes,
      publicado_em: '2026-03-02T12:00:00.000Z',
      publicado_por: { id: usuarioId, nome: 'Ana Souza' },
    });

    // Saving what version 1 already says opens nothing to publish.
    const same = (await salvar(app, headers, v1, vistoria)).json() as Questionario;
    expect(same).toMatchObject({ rascunho_aberto: false, versao: 3 });

    clock.advance(3_600_000);
    const editada = definicao([secao('s1', [...vistoria.secoes[0]!.perguntas, pergunta('foto', { tipo: 'foto' })])], 'Vistoria v2');
    const draft = (await salvar(app, headers, same, editada)).json() as Questionario;
    expect(draft).toMatchObject({ titulo: 'Vistoria v2', status: 'publicado', versao_atual: 1, rascunho_aberto: true, secoes: editada.secoes });
    expect((await app.inject({ method: 'GET', url: `/api/questionarios/${v1.id}/versoes/1`, headers })).json().secoes).toEqual(vistoria.secoes);

    const v2 = (await publicar(app, headers, v1.id)).json() as Questionario;
    expect(v2).toMatchObject({ versao_atual: 2, rascunho_aberto: false, titulo: 'Vistoria v2', publicado_em: '2026-03-02T13:00:00.000Z' });
    expect(comTextos((await app.inject({ method: 'GET', url: `/api/questionarios/${v1.id}/versoes/2`, headers })).json())).toMatchObject({ numero: 2, titulo: 'Vistoria v2' });
    const missing = await app.inject({ method: 'GET', url: `/api/questionarios/${v1.id}/versoes/3`, headers });
    expect(comTextos([missing.statusCode, missing.json()])).toEqual([404, { code: 'nao_encontrado', message: 'Versão 3 não encontrada.' }]);
  });

  it('refuses to publish a draft with problems and lists them by item', async () => {
    const app = await buildTestApp();
    const { headers } = await signedIn(app);
    const regra = (alvo: string) => ({ combinar: 'todas' as const, condicoes: [{ pergunta: alvo, operador: 'respondida' as const }] });
    const criado = await criar(app, headers, {
      titulo: 'Com erros',
      secoes: [
        secao('s1', [pergunta('antes', { regra: regra('depois') }), pergunta('depois'), pergunta('orfa', { regra: regra('sumida') })]),
        secao('s2', [escolha('cor', []), pergunta('dupla'), pergunta('dupla')]),
      ],
    });
    const response = await publicar(app, headers, criado.id);
    expect(response.statusCode).toBe(422);
    expect(comTextos(response.json())).toEqual({
      code: 'validacao',
      message: 'O rascunho tem problemas que impedem a publicação.',
      errors: {
        'antes.regra': ['A regra deve depender de uma pergunta anterior.'],
        'orfa.regra': ['A regra se refere a uma pergunta que não existe.'],
        'cor.opcoes': ['Uma pergunta de escolha precisa de ao menos uma opção.'],
        'dupla.id': ['O identificador "dupla" se repete no questionário.'],
      },
    });
    expect((await app.inject({ method: 'GET', url: `/api/questionarios/${criado.id}`, headers })).json()).toMatchObject({ status: 'rascunho', versao: 1 });
    expect((await app.inject({ method: 'GET', url: `/api/questionarios/${criado.id}/versoes/1`, headers })).statusCode).toBe(404);
  });

  it('duplicates the open draft, or the latest version, as a new draft', async () => {
    const app = await buildTestApp();
    const { headers } = await signedIn(app);
    const original = await publicado(app, headers, vistoria);
    const copia = await app.inject({ method: 'POST', url: `/api/questionarios/${original.id}/duplicar`, headers });
    expect(copia.statusCode).toBe(201);
    expect(copia.json()).toMatchObject({ titulo: 'Cópia de Vistoria', status: 'rascunho', versao_atual: null, versao: 1, secoes: vistoria.secoes });
    expect(copia.json().id).not.toBe(original.id);

    const editada = definicao([secao('s9', [pergunta('nova')])], 'Vistoria editada');
    await salvar(app, headers, original, editada);
    const segunda = (await app.inject({ method: 'POST', url: `/api/questionarios/${original.id}/duplicar`, headers })).json() as Questionario;
    expect(segunda).toMatchObject({ titulo: 'Cópia de Vistoria editada', secoes: editada.secoes });
  });

  it('archives and restores at versao; an archived questionnaire is neither edited nor published; delete takes versao', async () => {
    const app = await buildTestApp();
    const { headers } = await signedIn(app);
    const criado = await criar(app, headers, vistoria);
    const archived = await app.inject({ method: 'POST', url: `/api/questionarios/${criado.id}/arquivar`, headers, payload: { versao: 1 } });
    expect(comTextos(archived.json())).toMatchObject({ status: 'arquivado', versao: 2 });
    const edit = await salvar(app, headers, archived.json(), vistoria);
    expect(comTextos([edit.statusCode, edit.json()])).toEqual([409, { code: 'conflito', message: 'Este questionário está arquivado. Restaure-o para alterá-lo.' }]);
    expect((await publicar(app, headers, criado.id)).statusCode).toBe(409);

    const restored = await app.inject({ method: 'POST', url: `/api/questionarios/${criado.id}/restaurar`, headers, payload: { versao: 2 } });
    expect(restored.json()).toMatchObject({ status: 'rascunho', versao: 3 });
    expect((await app.inject({ method: 'DELETE', url: `/api/questionarios/${criado.id}?versao=2`, headers })).statusCode).toBe(409);
    expect((await app.inject({ method: 'DELETE', url: `/api/questionarios/${criado.id}?versao=3`, headers })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: `/api/questionarios/${criado.id}`, headers })).statusCode).toBe(404);
  });

  it('lists with search ignoring accents and case, the status filter, order, pages and the number of questions', async () => {
    const clock = manualClock();
    const app = await buildTestApp({ clock });
    const { headers } = await signedIn(app);
    const inspecao = await publicado(app, headers, { ...vistoria, titulo: 'Inspeção de extintores' });
    clock.advance(1000);
    await criar(app, headers, { titulo: 'Manutenção preventiva', secoes: [secao('a', [pergunta('a1'), pergunta('a2')]), secao('b', [pergunta('b1')])] });
    clock.advance(1000);
    const velho = await criar(app, headers, { titulo: 'Auditoria antiga' });
    await app.inject({ method: 'POST', url: `/api/questionarios/${velho.id}/arquivar`, headers, payload: { versao: 1 } });
    clock.advance(1000);
    // A draft over a published version: the list counts the draft's questions.
    await salvar(app, headers, inspecao, definicao([secao('s1', [pergunta('x')])], 'Inspeção de extintores'));

    const listar = async (query: string) => {
      const response = await app.inject({ method: 'GET', url: `/api/questionarios?${query}`, headers });
      expect(response.statusCode).toBe(200);
      return response.json() as { items: QuestionarioResumo[]; total: number };
    };
    const titulos = async (query: string) => (await listar(query)).items.map((item) => item.titulo);
    expect(await titulos('')).toEqual(['Auditoria antiga', 'Inspeção de extintores', 'Manutenção preventiva']);
    expect(await titulos('q=INSPECAO')).toEqual(['Inspeção de extintores']);
    expect(await titulos('q=ção%20prev')).toEqual(['Manutenção preventiva']);
    expect(await titulos('status=rascunho')).toEqual(['Manutenção preventiva']);
    expect(await titulos('status=publicado')).toEqual(['Inspeção de extintores']);
    expect(await titulos('status=arquivado')).toEqual(['Auditoria antiga']);
    expect(await titulos('ordem=-atualizado_em')).toEqual(['Inspeção de extintores', 'Auditoria antiga', 'Manutenção preventiva']);
    expect(await listar('limite=2&pagina=2')).toMatchObject({ total: 3, total_limitado: false, items: [{ titulo: 'Manutenção preventiva' }] });
    expect((await listar('')).items.map((item) => [item.titulo, item.total_perguntas, item.rascunho_aberto])).toEqual([
      ['Auditoria antiga', 0, true],
      ['Inspeção de extintores', 1, true],
      ['Manutenção preventiva', 3, true],
    ]);
    expect((await app.inject({ method: 'GET', url: '/api/questionarios?status=outro', headers })).statusCode).toBe(422);
  });

  it('offers the ready-made templates and starts a draft from one', async () => {
    const app = await buildTestApp();
    const { headers } = await signedIn(app);
    const modelos = (await app.inject({ method: 'GET', url: '/api/questionarios/modelos', headers })).json().items as Modelo[];
    expect(modelos.map((modelo) => modelo.titulo)).toEqual([
      'Checklist de manutenção preventiva',
      'Vistoria de segurança do trabalho',
      'Inspeção de extintores',
      'Ordem de serviço de instalação',
    ]);
    for (const modelo of modelos) {
      const criado = await criar(app, headers, { modelo: modelo.chave });
      expect(criado).toMatchObject({ titulo: modelo.titulo, descricao: modelo.descricao, status: 'rascunho' });
      expect(criado.secoes.flatMap((s) => s.perguntas)).toHaveLength(modelo.total_perguntas);
      expect([modelo.chave, (await publicar(app, headers, criado.id)).statusCode]).toEqual([modelo.chave, 200]);
    }

    const renamed = await criar(app, headers, { modelo: 'instalacao', titulo: 'Instalação de split' });
    expect(renamed.titulo).toBe('Instalação de split');
    const unknown = await app.inject({ method: 'POST', url: '/api/questionarios', headers, payload: { modelo: 'nenhum' } });
    expect(comTextos([unknown.statusCode, unknown.json()])).toEqual([422, { code: 'validacao', message: 'Modelo não encontrado.', errors: { modelo: ['Modelo não encontrado.'] } }]);
  });

  it('lets técnico and leitor read but not write, and answers 404 for another company’s questionnaire or a bad id', async () => {
    const app = await buildTestApp();
    const { headers, empresaId } = await signedIn(app);
    const questionario = await publicado(app, headers, vistoria);
    const base = `/api/questionarios/${questionario.id}`;
    for (const papel of ['tecnico', 'leitor'] as const) {
      const own = bearer((await memberOf(app, empresaId, papel)).token, empresaId);
      for (const url of ['/api/questionarios', base, `${base}/versoes/1`, '/api/questionarios/modelos']) {
        expect([papel, url, (await app.inject({ method: 'GET', url, headers: own })).statusCode]).toEqual([papel, url, 200]);
      }
      for (const [method, url, payload] of [
        ['POST', '/api/questionarios', {}],
        ['PUT', base, { ...vistoria, versao: questionario.versao }],
        ['POST', `${base}/publicar`, undefined],
        ['POST', `${base}/duplicar`, undefined],
        ['POST', `${base}/arquivar`, { versao: questionario.versao }],
      ] as const) {
        const response = await app.inject({ method, url, headers: own, ...(payload ? { payload } : {}) });
        expect([papel, method, url, response.statusCode]).toEqual([papel, method, url, 403]);
      }
    }

    const stranger = (await signedIn(app)).headers;
    for (const [method, url, payload] of [
      ['GET', base, undefined],
      ['GET', `${base}/versoes/1`, undefined],
      ['GET', `${base}/comparar?de=1`, undefined],
      ['PUT', base, { ...vistoria, versao: questionario.versao }],
      ['POST', `${base}/publicar`, undefined],
      ['POST', `${base}/duplicar`, undefined],
      ['POST', `${base}/arquivar`, { versao: questionario.versao }],
      ['DELETE', `${base}?versao=${questionario.versao}`, undefined],
      ['GET', '/api/questionarios/123', undefined],
    ] as const) {
      const response = await app.inject({ method, url, headers: stranger, ...(payload ? { payload } : {}) });
      expect(comTextos([method, url, response.statusCode, response.json()])).toEqual([method, url, 404, { code: 'nao_encontrado', message: 'Questionário não encontrado.' }]);
    }
    expect((await app.inject({ method: 'GET', url: '/api/questionarios', headers: stranger })).json()).toEqual({ items: [], total: 0, total_limitado: false });
  });
});
