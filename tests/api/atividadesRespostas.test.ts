import type { FastifyInstance } from 'fastify';
import { RESPOSTAS_ALTERADAS, type Atividade, type HistoricoLista } from '#contract/atividade';
import { MENSAGENS_DO_CAMPO } from '#contract/mensagensDoCampo';
import type { Definicao, Questionario } from '#contract/questionario';
import { criada, ler, novaEmpresa, questionarioPublicado, transicao, transicionada, type Empresa, type Headers } from '../support/api/atividades';
import { buildTestApp } from '../support/api/buildTestApp';
import { comTextos } from '../support/api/respostasDeErro';
import { definicao, escolha, pergunta, secao, simNao } from '../support/questionarios';

/** Version 1: a critical sim/não, a reason shown only for não, a number and a choice. */
const v1 = definicao([
  secao('s1', [
    simNao('extintor', { obrigatoria: true, critica: true }),
    pergunta('motivo', { obrigatoria: true, regra: { combinar: 'todas', condicoes: [{ pergunta: 'extintor', operador: 'igual', valor: 'nao' }] } }),
    pergunta('temperatura', { tipo: 'numero', config: { minimo: 0, maximo: 60, decimais: 1 } }),
    escolha('estado', ['Bom', 'Ruim']),
  ]),
]);
const v2: Definicao = { ...v1, secoes: [secao('s1', [...v1.secoes[0]!.perguntas, pergunta('nova', { obrigatoria: true })])] };

let app: FastifyInstance;
let empresa: Empresa;

beforeAll(async () => {
  app = await buildTestApp();
  empresa = await novaEmpresa(app);
}, 60_000);

async function publicarNovaVersao(questionario: Questionario, def: Definicao): Promise<void> {
  const { admin } = empresa.headers;
  const salvo = await app.inject({ method: 'PUT', url: `/api/questionarios/${questionario.id}`, headers: admin, payload: { ...def, versao: questionario.versao } });
  expect(salvo.statusCode).toBe(200);
  expect((await app.inject({ method: 'POST', url: `/api/questionarios/${questionario.id}/publicar`, headers: admin })).statusCode).toBe(200);
}

function responder(headers: Headers, atividade: Pick<Atividade, 'id' | 'versao'>, respostas: object, comentarios?: object) {
  return app.inject({
    method: 'PUT',
    url: `/api/atividades/${atividade.id}/respostas`,
    headers,
    payload: { respostas, versao: atividade.versao, ...(comentarios ? { comentarios } : {}) },
  });
}

/** An activity of the técnico with a questionnaire whose latest version is `def`, started by the técnico. */
async function iniciada(def: Definicao = v1): Promise<Atividade> {
  const questionario = await questionarioPublicado(app, empresa.headers.admin, def);
  return transicionada(app, empresa.headers.tecnico, await criada(app, empresa, { questionario_id: questionario.id }), 'iniciar');
}

describe('/api/atividades/:id/respostas', () => {
  it('freezes the latest published version when the activity starts, and checks answers against it', async () => {
    const questionario = await questionarioPublicado(app, empresa.headers.admin, v1);
    const atividade = await criada(app, empresa, { questionario_id: questionario.id });
    expect(atividade.questionario_versao).toBeNull();
    await publicarNovaVersao(questionario, v2);
    const emAndamento = await transicionada(app, empresa.headers.tecnico, atividade, 'iniciar');
    expect(emAndamento.questionario_versao).toBe(2);

    // Version 3 comes out while the work is under way: the activity keeps version 2.
    await publicarNovaVersao((await app.inject({ method: 'GET', url: `/api/questionarios/${questionario.id}`, headers: empresa.headers.admin })).json(), v1);
    const pausada = await transicionada(app, empresa.headers.tecnico, emAndamento, 'pausar');
    const retomada = await transicionada(app, empresa.headers.tecnico, pausada, 'retomar');
    expect(retomada.questionario_versao).toBe(2);
    const resposta = await responder(empresa.headers.tecnico, retomada, { nova: 'Feito', extintor: 'sim' });
    expect([resposta.statusCode, resposta.json().respostas]).toEqual([200, { nova: 'Feito', extintor: 'sim' }]);

    const recusada = await responder(empresa.headers.tecnico, resposta.json(), {
      extintor: 'talvez',
      temperatura: 61.25,
      estado: { opcoes: ['estadoo1', 'estadoo2'] },
      sumida: 'x',
    });
    expect(comTextos([recusada.statusCode, recusada.json()])).toEqual([
      422,
      {
        code: 'validacao',
        message: 'Verifique os dados informados.',
        errors: {
          'respostas.extintor': ['Responda sim, não ou não se aplica.'],
          'respostas.temperatura': ['Deve ser no máximo 60.'],
          'respostas.estado': ['Escolha uma só opção.'],
          'respostas.sumida': ['Esta pergunta não existe na versão do questionário desta atividade.'],
        },
      },
    ]);
    const formato = await responder(empresa.headers.tecnico, resposta.json(), { 'não é id': 'x', extintor: { qualquer: 1 } });
    expect(formato.statusCode).toBe(422);
    expect((await ler(app, empresa.headers.tecnico, atividade.id)).respostas).toEqual({ nova: 'Feito', extintor: 'sim' });
  });

  it('writes over the stored answers by question, clears with null, records what changed and refuses a stale versao', async () => {
    const atividade = await iniciada();
    const { tecnico } = empresa.headers;
    const primeira = (await responder(tecnico, atividade, { extintor: 'nao', temperatura: 21.5 })).json() as Atividade;
    expect(primeira).toMatchObject({ respostas: { extintor: 'nao', temperatura: 21.5 }, versao: atividade.versao + 1 });
    const segunda = await responder(tecnico, primeira, { temperatura: null, estado: { opcoes: ['estadoo2'] } }, { extintor: ' Vencido ' });
    expect(segunda.json()).toMatchObject({
      respostas: { extintor: 'nao', estado: { opcoes: ['estadoo2'] } },
      comentarios: { extintor: 'Vencido' },
      versao: atividade.versao + 2,
    });
    // The same answers again change nothing: no new version, no histórico entry.
    expect((await responder(tecnico, segunda.json(), { extintor: 'nao' })).json().versao).toBe(atividade.versao + 2);
    // The gestor read the first version: the temperature the técnico cleared since is theirs to see first.
    const stale = await responder(empresa.headers.gestor, primeira, { temperatura: 30 });
    expect(comTextos([stale.statusCode, stale.json().errors])).toEqual([409, { 'respostas.temperatura': [MENSAGENS_DO_CAMPO.resposta_alterada] }]);

    const historico = (await app.inject({ method: 'GET', url: `/api/atividades/${atividade.id}/historico?limite=2`, headers: tecnico })).json() as HistoricoLista;
    expect(historico.items.map(({ acao, por, campos, antes, depois }) => ({ acao, por: por?.nome, campos, antes, depois }))).toEqual([
      {
        acao: 'respostas',
        por: 'Rafael Lima',
        campos: ['comentarios', 'respostas'],
        antes: { respostas: { temperatura: 21.5, estado: null }, comentarios: { extintor: null } },
        depois: { respostas: { temperatura: null, estado: { opcoes: ['estadoo2'] } }, comentarios: { extintor: 'Vencido' } },
      },
      {
        acao: 'respostas',
        por: 'Rafael Lima',
        campos: ['respostas'],
        antes: { respostas: { extintor: null, temperatura: null } },
        depois: { respostas: { extintor: 'nao', temperatura: 21.5 } },
      },
    ]);
  });

  it('takes answers only while em andamento, from the responsável, a gestor or an admin, and only with a questionnaire', async () => {
    const atividade = await iniciada();
    const { tecnico, gestor, outroTecnico, leitor } = empresa.headers;
    const quemNaoExecuta = 'Só o responsável pela atividade, um gestor ou um administrador pode fazer isso.';
    for (const headers of [outroTecnico, leitor]) {
      const recusa = await responder(headers, atividade, { extintor: 'sim' });
      expect(comTextos([recusa.statusCode, recusa.json()])).toEqual([409, { code: 'transicao_recusada', message: quemNaoExecuta }]);
    }
    const doGestor = (await responder(gestor, atividade, { extintor: 'sim' })).json() as Atividade;
    const pausada = await transicionada(app, tecnico, doGestor, 'pausar');
    const recusa = await responder(tecnico, pausada, { extintor: 'nao' });
    expect(comTextos([recusa.statusCode, recusa.json()])).toEqual([409, { code: 'transicao_recusada', message: 'Só é possível responder o questionário de uma atividade em andamento.' }]);
    const semQuestionario = await transicionada(app, tecnico, await criada(app, empresa, { questionario_id: null }), 'iniciar');
    expect(comTextos((await responder(tecnico, semQuestionario, {})).json())).toEqual({ code: 'conflito', message: 'Esta atividade não tem questionário.' });
  });

  it('refuses to conclude while a visible required question has no answer or a failed critical one no comment', async () => {
    const { tecnico } = empresa.headers;
    let atividade = await iniciada();
    const concluir = () => transicao(app, tecnico, atividade, 'concluir');
    const passo = async (respostas: object, comentarios?: object) => {
      const response = await responder(tecnico, atividade, respostas, comentarios);
      expect(response.statusCode).toBe(200);
      atividade = response.json();
    };

    expect(comTextos((await concluir()).json())).toEqual({ code: 'transicao_recusada', message: 'Responda a pergunta obrigatória que falta antes de concluir.' });
    await passo({ extintor: 'nao' });
    // Não shows the reason, which is required too.
    expect(comTextos((await concluir()).json())).toEqual({ code: 'transicao_recusada', message: 'Responda a pergunta obrigatória que falta antes de concluir.' });
    await passo({ motivo: 'Vencido' });
    const critica = await concluir();
    expect(comTextos([critica.statusCode, critica.json()])).toEqual([409, { code: 'transicao_recusada', message: 'Uma pergunta crítica reprovada precisa de um comentário antes de concluir.' }]);
    await passo({}, { extintor: 'Extintor vencido em 2025; cliente avisado.' });
    const concluida = await transicionada(app, tecnico, atividade, 'concluir');
    expect(concluida).toMatchObject({ status: 'concluida', questionario_versao: 1 });
    expect((await responder(tecnico, concluida, { extintor: 'sim' })).statusCode).toBe(409);
  });
});

describe('conflicts are about the same answer, not the same activity', () => {
  it('takes answers read at an older versao when only the description changed since, and keeps both changes', async () => {
    const atividade = await iniciada();
    const descricao = 'Levar escada de 6 m.';
    const editada = await app.inject({ method: 'PATCH', url: `/api/atividades/${atividade.id}`, headers: empresa.headers.gestor, payload: { descricao, versao: atividade.versao } });
    expect(editada.statusCode).toBe(200);
    const salva = await responder(empresa.headers.tecnico, atividade, { extintor: 'sim' });
    expect([salva.statusCode, salva.json()]).toEqual([
      200,
      expect.objectContaining({ descricao, respostas: { extintor: 'sim' }, versao: atividade.versao + 2 }),
    ]);
  });

  it("takes answers read at an older versao when someone else answered other questions since", async () => {
    const atividade = await iniciada();
    expect((await responder(empresa.headers.gestor, atividade, { temperatura: 22 }, { estado: 'Visto pelo gestor' })).statusCode).toBe(200);
    const salva = await responder(empresa.headers.tecnico, atividade, { extintor: 'sim' });
    expect([salva.statusCode, salva.json()]).toEqual([
      200,
      expect.objectContaining({ respostas: { temperatura: 22, extintor: 'sim' }, comentarios: { estado: 'Visto pelo gestor' } }),
    ]);
  });

  it('refuses, writing nothing, a save that changes an answer or comment someone else wrote after its versao, with the values now', async () => {
    const { tecnico, gestor } = empresa.headers;
    const atividade = await iniciada();
    const lida = (await responder(tecnico, atividade, { extintor: 'nao' })).json() as Atividade;
    const doGestor = (await responder(gestor, lida, { extintor: 'sim' }, { extintor: 'Trocado hoje.' })).json() as Atividade;

    const recusada = await responder(tecnico, lida, { extintor: 'na', temperatura: 30 }, { extintor: 'Não há extintor.' });
    expect(comTextos([recusada.statusCode, recusada.json()])).toEqual([
      409,
      {
        code: 'versao_desatualizada',
        message: RESPOSTAS_ALTERADAS,
        errors: { 'respostas.extintor': [MENSAGENS_DO_CAMPO.resposta_alterada], 'comentarios.extintor': [MENSAGENS_DO_CAMPO.resposta_alterada] },
        atuais: { versao: doGestor.versao, respostas: { extintor: 'sim' }, comentarios: { extintor: 'Trocado hoje.' } },
      },
    ]);
    const depois = await ler(app, tecnico, atividade.id);
    expect([depois.respostas, depois.comentarios, depois.versao]).toEqual([{ extintor: 'sim' }, { extintor: 'Trocado hoje.' }, doGestor.versao]);

    // Sending the value the other person left is no conflict; choosing one's own over the versao of the 409 is taken.
    expect((await responder(tecnico, lida, { extintor: 'sim', temperatura: 30 })).statusCode).toBe(200);
    const escolhida = await responder(tecnico, { id: atividade.id, versao: doGestor.versao }, { extintor: 'na' });
    expect([escolhida.statusCode, escolhida.json().respostas]).toEqual([200, { extintor: 'na', temperatura: 30 }]);
  });

  it("is never a conflict with one's own later writes: a retry, or a change typed while the first save was on its way", async () => {
    const { tecnico } = empresa.headers;
    const atividade = await iniciada();
    const primeira = (await responder(tecnico, atividade, { temperatura: 20 })).json() as Atividade;
    const repetida = await responder(tecnico, atividade, { temperatura: 20 });
    expect([repetida.statusCode, repetida.json().versao]).toEqual([200, primeira.versao]);
    const corrigida = await responder(tecnico, atividade, { temperatura: 25 });
    expect([corrigida.statusCode, corrigida.json().respostas]).toEqual([200, { temperatura: 25 }]);
  });

  it('lets exactly one of two concurrent saves of one answer over the same versao through; the other is told its value', async () => {
    const atividade = await iniciada();
    const [doTecnico, doGestor] = await Promise.all([
      responder(empresa.headers.tecnico, atividade, { estado: { opcoes: ['estadoo1'] } }),
      responder(empresa.headers.gestor, atividade, { estado: { opcoes: ['estadoo2'] } }),
    ]);
    const [aceita, recusada] = doTecnico.statusCode === 200 ? [doTecnico, doGestor] : [doGestor, doTecnico];
    expect([aceita.statusCode, recusada.statusCode]).toEqual([200, 409]);
    expect(comTextos(recusada.json())).toMatchObject({
      errors: { 'respostas.estado': [MENSAGENS_DO_CAMPO.resposta_alterada] },
      atuais: { versao: atividade.versao + 1, respostas: { estado: aceita.json().respostas.estado } },
    });
    expect((await ler(app, empresa.headers.tecnico, atividade.id)).versao).toBe(atividade.versao + 1);
  });
});
