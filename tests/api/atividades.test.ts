import { randomUUID } from 'node:crypto';
import type { AtividadeCriada } from '#contract/atividade';
import { REGISTRO_ALTERADO } from '#contract/registro';
import { buildTestApp, manualClock } from '../support/api/buildTestApp';
import { comTextos } from '../support/api/respostasDeErro';
import { configurar, criada, criar, ler, novaEmpresa, questionarioPublicado } from '../support/api/atividades';
import { definicao, pergunta, secao } from '../support/questionarios';

const vistoria = definicao([secao('s1', [pergunta('obs')])]);

// Opening and migrating the file's database is slow on a busy machine: done once, outside the tests' own time.
beforeAll(() => buildTestApp(), 60_000);

describe('/api/atividades: create and read', () => {
  it('creates an activity with the next número and the company prefix, answers 201 with it and reads it back', async () => {
    const clock = manualClock();
    const app = await buildTestApp({ clock });
    const empresa = await novaEmpresa(app);
    const response = await criar(app, empresa, {
      titulo: '  Manutenção do ar-condicionado ',
      prioridade: 'alta',
      agendada_para: '2026-03-10T09:00:00-03:00',
      prazo: '2026-03-10T18:00:00-03:00',
      descricao: ' Levar filtros. ',
    });
    expect(response.statusCode).toBe(201);
    const primeira = response.json() as AtividadeCriada;
    expect(primeira).toEqual({
      id: expect.any(String),
      numero: 1,
      codigo: 'AT-000001',
      status: 'agendada',
      titulo: 'Manutenção do ar-condicionado',
      tipo_servico: { id: empresa.tipo.id, nome: 'Manutenção preventiva', cor: '#2E7D32' },
      site: { id: empresa.site.id, nome: 'Loja Paulista' },
      responsavel: { id: empresa.ids.tecnico, nome: 'Rafael Lima' },
      prioridade: 'alta',
      agendada_para: '2026-03-10T12:00:00.000Z',
      prazo: '2026-03-10T21:00:00.000Z',
      atrasada: false,
      descricao: 'Levar filtros.',
      questionario_id: null,
      questionario_versao: null,
      respostas: {},
      comentarios: {},
      serie_id: null,
      recorrencia: null,
      criado_em: '2026-03-02T12:00:00.000Z',
      atualizado_em: '2026-03-02T12:00:00.000Z',
      versao: 1,
    });
    expect(await ler(app, empresa.headers.leitor, primeira.id)).toEqual(primeira);

    expect((await criada(app, empresa)).codigo).toBe('AT-000002');
    // A new prefix is for the activities created after it: a código already given keeps its own.
    await configurar(app, empresa, { prefixo_atividade: 'OS/' });
    expect(await criada(app, empresa)).toMatchObject({ numero: 3, codigo: 'OS/000003' });
    expect((await ler(app, empresa.headers.gestor, primeira.id)).codigo).toBe('AT-000001');
  });

  it("fills in the service type's questionário padrão unless another published one, or none, is chosen", async () => {
    const app = await buildTestApp();
    const empresa = await novaEmpresa(app);
    const padrao = await questionarioPublicado(app, empresa.headers.admin, vistoria);
    const outro = await questionarioPublicado(app, empresa.headers.admin, { ...vistoria, titulo: 'Outro' });
    const tipo = await app.inject({
      method: 'PATCH',
      url: `/api/tipos-servicos/${empresa.tipo.id}`,
      headers: empresa.headers.admin,
      payload: { questionario_id: padrao.id, versao: empresa.tipo.versao },
    });
    expect(tipo.statusCode).toBe(200);
    expect((await criada(app, empresa)).questionario_id).toBe(padrao.id);
    expect((await criada(app, empresa, { questionario_id: outro.id })).questionario_id).toBe(outro.id);
    expect((await criada(app, empresa, { questionario_id: null })).questionario_id).toBeNull();
  });

  it('refuses references that are not on offer, a leitor as responsável, a blank title and a prazo before the schedule', async () => {
    const app = await buildTestApp();
    const empresa = await novaEmpresa(app);
    const estranha = await novaEmpresa(app, 'Outra Empresa');
    const rascunho = (await app.inject({ method: 'POST', url: '/api/questionarios', headers: empresa.headers.admin, payload: vistoria })).json();
    const response = await criar(app, empresa, {
      titulo: '   ',
      tipo_servico_id: estranha.tipo.id,
      site_id: 'nem-um-id',
      responsavel_id: empresa.ids.leitor,
      questionario_id: rascunho.id,
      agendada_para: '2026-03-10T12:00:00Z',
      prazo: '2026-03-10T11:59:00Z',
    });
    expect(response.statusCode).toBe(422);
    expect(comTextos(response.json())).toEqual({
      code: 'validacao',
      message: 'Verifique os dados informados.',
      errors: {
        titulo: ['Campo obrigatório.'],
        prazo: ['O prazo não pode ser anterior ao agendamento.'],
        tipo_servico_id: ['Escolha um tipo de serviço ativo.'],
        site_id: ['Escolha um site ativo.'],
        responsavel_id: ['Escolha um membro da empresa que execute atividades (técnico, gestor ou administrador).'],
        questionario_id: ['Escolha um questionário publicado.'],
      },
    });

    await app.inject({ method: 'POST', url: `/api/sites/${empresa.site.id}/arquivar`, headers: empresa.headers.admin, payload: { versao: 1 } });
    const arquivado = await criar(app, empresa, { responsavel_id: estranha.ids.tecnico });
    expect(comTextos(arquivado.json().errors)).toEqual({
      site_id: ['Escolha um site ativo.'],
      responsavel_id: ['Escolha um membro da empresa que execute atividades (técnico, gestor ou administrador).'],
    });
    const formato = await criar(app, empresa, { prioridade: 'altissima' as 'alta', agendada_para: 'amanhã' });
    expect(comTextos([formato.statusCode, Object.keys(formato.json().errors).sort()])).toEqual([422, ['agendada_para', 'prioridade']]);
  });

  it("answers 404 for another company's activity and for an unknown id, on every route", async () => {
    const app = await buildTestApp();
    const empresa = await novaEmpresa(app);
    const estranha = await novaEmpresa(app, 'Outra Empresa');
    const alheia = await criada(app, estranha);
    for (const id of [alheia.id, randomUUID(), 'AT-000001']) {
      const pedidos = [
        { method: 'GET', url: `/api/atividades/${id}` },
        { method: 'GET', url: `/api/atividades/${id}/historico` },
        { method: 'PATCH', url: `/api/atividades/${id}`, payload: { titulo: 'Minha', versao: 1 } },
      ] as const;
      for (const pedido of pedidos) {
        const response = await app.inject({ ...pedido, headers: empresa.headers.admin });
        expect(comTextos([pedido.method, pedido.url, response.statusCode, response.json()])).toEqual([
          pedido.method,
          pedido.url,
          404,
          { code: 'nao_encontrado', message: 'Atividade não encontrada.' },
        ]);
      }
    }
    expect((await ler(app, estranha.headers.admin, alheia.id)).titulo).toBe('Manutenção do ar-condicionado');
  });

  it('lets every papel read every activity, and only admin and gestor create and edit', async () => {
    const app = await buildTestApp();
    const empresa = await novaEmpresa(app);
    const doOutro = await criada(app, empresa, { responsavel_id: empresa.ids.outroTecnico });
    for (const papel of ['tecnico', 'leitor'] as const) {
      expect((await ler(app, empresa.headers[papel], doOutro.id)).id).toBe(doOutro.id);
      expect((await criar(app, empresa, {}, empresa.headers[papel])).statusCode).toBe(403);
      const patch = await app.inject({
        method: 'PATCH',
        url: `/api/atividades/${doOutro.id}`,
        headers: empresa.headers[papel],
        payload: { titulo: 'Outra', versao: 1 },
      });
      expect(comTextos([patch.statusCode, patch.json()])).toEqual([403, { code: 'sem_permissao', message: 'Seu papel nesta empresa não permite esta ação.' }]);
    }
    expect((await criar(app, empresa, {}, empresa.headers.admin)).statusCode).toBe(201);
  });
});

describe('/api/atividades/:id: the responsável', () => {
  it('is cleared when the person leaves the company, and a new one can be assigned', async () => {
    const app = await buildTestApp();
    const empresa = await novaEmpresa(app);
    const atividade = await criada(app, empresa, { responsavel_id: empresa.ids.outroTecnico });
    const saida = await app.inject({ method: 'DELETE', url: `/api/usuarios/${empresa.ids.outroTecnico}?versao=1`, headers: empresa.headers.admin });
    expect(saida.statusCode).toBe(204);
    expect((await ler(app, empresa.headers.gestor, atividade.id)).responsavel).toBeNull();
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/atividades/${atividade.id}`,
      headers: empresa.headers.gestor,
      payload: { responsavel_id: empresa.ids.tecnico, versao: atividade.versao },
    });
    expect(patch.json().responsavel).toEqual({ id: empresa.ids.tecnico, nome: 'Rafael Lima' });
  });
});

describe('/api/atividades/:id: edit', () => {
  it('edits at the versao read, writes nothing when nothing changes and refuses a stale versao with 409', async () => {
    const clock = manualClock();
    const app = await buildTestApp({ clock });
    const empresa = await novaEmpresa(app);
    const atividade = await criada(app, empresa);
    const patch = (payload: object) =>
      app.inject({ method: 'PATCH', url: `/api/atividades/${atividade.id}`, headers: empresa.headers.gestor, payload });
    clock.advance(60_000);
    const editada = await patch({ titulo: ' Troca de filtros ', responsavel_id: empresa.ids.outroTecnico, prazo: '2026-03-11T12:00:00Z', versao: 1 });
    expect(editada.statusCode).toBe(200);
    expect(editada.json()).toMatchObject({
      titulo: 'Troca de filtros',
      responsavel: { id: empresa.ids.outroTecnico, nome: 'Paulo Reis' },
      prazo: '2026-03-11T12:00:00.000Z',
      versao: 2,
      atualizado_em: '2026-03-02T12:01:00.000Z',
    });
    const igual = await patch({ titulo: 'Troca de filtros', agendada_para: '2026-03-10T09:00:00-03:00', versao: 2 });
    expect(comTextos(igual.json())).toMatchObject({ versao: 2 });

    const stale = await patch({ titulo: 'Antiga', versao: 1 });
    expect(comTextos([stale.statusCode, stale.json()])).toEqual([409, { code: 'versao_desatualizada', message: REGISTRO_ALTERADO }]);
    const depoisDoPrazo = await patch({ agendada_para: '2026-03-12T12:00:00Z', versao: 2 });
    expect(comTextos([depoisDoPrazo.statusCode, depoisDoPrazo.json().errors])).toEqual([422, { prazo: ['O prazo não pode ser anterior ao agendamento.'] }]);
    expect((await ler(app, empresa.headers.gestor, atividade.id)).titulo).toBe('Troca de filtros');
  });

  it('keeps a site, service type or questionnaire in use from being deleted (409: archive it)', async () => {
    const app = await buildTestApp();
    const empresa = await novaEmpresa(app);
    const questionario = await questionarioPublicado(app, empresa.headers.admin, vistoria);
    await criada(app, empresa, { questionario_id: questionario.id });
    const { admin } = empresa.headers;
    const pedidos = [
      [`/api/sites/${empresa.site.id}?versao=${empresa.site.versao}`, 'Este site tem atividades ou ações corretivas ligadas a ele e não pode ser excluído. Arquive-o.'],
      [`/api/tipos-servicos/${empresa.tipo.id}?versao=${empresa.tipo.versao}`, 'Este tipo de serviço é usado por atividades e não pode ser excluído. Arquive-o.'],
      [
        `/api/questionarios/${questionario.id}?versao=${questionario.versao}`,
        'Este questionário é usado por tipos de serviço ou atividades e não pode ser excluído. Arquive-o.',
      ],
    ] as const;
    for (const [url, message] of pedidos) {
      const response = await app.inject({ method: 'DELETE', url, headers: admin });
      expect(comTextos([url, response.statusCode, response.json()])).toEqual([url, 409, { code: 'conflito', message }]);
    }
  });
});
