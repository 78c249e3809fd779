import type { FastifyInstance } from 'fastify';
import { corpo, criada, novaEmpresa, questionarioPublicado, transicionada, type Empresa } from '../support/api/atividades';
import { buildTestApp } from '../support/api/buildTestApp';
import { comTextos } from '../support/api/respostasDeErro';
import { definicao, pergunta, secao } from '../support/questionarios';

const SUBSTITUTO = 'O texto enviado contém um caractere inválido (um substituto UTF-16 isolado).';

let app: FastifyInstance;
let empresa: Empresa;

beforeAll(async () => {
  app = await buildTestApp();
  empresa = await novaEmpresa(app);
}, 60_000);

describe('a lone UTF-16 surrogate in a JSON body', () => {
  // JSON.stringify writes a lone surrogate as the escape \ud800, as any client's encoder does.
  it('is refused with 422 beside its field on questionnaire, comment, activity and answer writes', async () => {
    const { gestor, tecnico } = empresa.headers;
    const questionario = await questionarioPublicado(app, gestor, definicao([secao('s1', [pergunta('obs')])]));
    const atividade = await transicionada(app, tecnico, await criada(app, empresa, { questionario_id: questionario.id }), 'iniciar');
    const writes = [
      ['titulo', { method: 'PUT', url: `/api/questionarios/${questionario.id}`, headers: gestor, payload: { ...definicao([]), titulo: 'Vistoria \ud800', versao: questionario.versao } }],
      ['texto', { method: 'POST', url: `/api/atividades/${atividade.id}/comentarios`, headers: tecnico, payload: { texto: 'Feito \udc00 hoje' } }],
      ['titulo', { method: 'POST', url: '/api/atividades', headers: gestor, payload: corpo(empresa, { titulo: 'Troca \ud83d' }) }],
      ['descricao', { method: 'PATCH', url: `/api/atividades/${atividade.id}`, headers: gestor, payload: { descricao: '\udfff\ud800', versao: atividade.versao } }],
      ['respostas.obs', { method: 'PUT', url: `/api/atividades/${atividade.id}/respostas`, headers: tecnico, payload: { respostas: { obs: 'ok \ud800' }, versao: atividade.versao } }],
    ] as const;
    for (const [campo, write] of writes) {
      const response = await app.inject(write);
      expect(comTextos([write.method, write.url, response.statusCode, response.json()])).toEqual([write.method, write.url, 422, { code: 'validacao', message: SUBSTITUTO, errors: { [campo]: [SUBSTITUTO] } }]);
    }
  });

  it('leaves a well-formed pair (an emoji) and the escape written as text alone', async () => {
    const { tecnico } = empresa.headers;
    const atividade = await criada(app, empresa);
    const send = (payload: string) =>
      app.inject({ method: 'POST', url: `/api/atividades/${atividade.id}/comentarios`, headers: { ...tecnico, 'content-type': 'application/json' }, payload });
    const emoji = await send('{"texto": "Pronto \\ud83d\\udc4d"}');
    expect([emoji.statusCode, emoji.json().texto]).toEqual([201, 'Pronto 👍']);
    const escrito = await send('{"texto": "o escape \\\\ud800"}');
    expect([escrito.statusCode, escrito.json().texto]).toEqual([201, 'o escape \\ud800']);
  });

  it('is refused in a key as in a value, without naming a field it cannot name', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/atividades', headers: empresa.headers.gestor, payload: { ['x\ud800']: 1 } });
    expect(comTextos([response.statusCode, response.json()])).toEqual([422, { code: 'validacao', message: SUBSTITUTO }]);
  });
});
