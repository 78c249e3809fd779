import type { FastifyInstance } from 'fastify';
import type { ResponsavelLista } from '#contract/atividade';
import { novaEmpresa, type Headers } from '../support/api/atividades';
import { buildTestApp } from '../support/api/buildTestApp';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
}, 60_000);

async function responsaveis(headers: Headers, query = ''): Promise<ResponsavelLista> {
  const response = await app.inject({ method: 'GET', url: `/api/atividades/responsaveis?${query}`, headers });
  if (response.statusCode !== 200) throw new Error(`responsaveis ${query}: ${response.statusCode} ${response.body}`);
  return response.json();
}

describe('GET /api/atividades/responsaveis', () => {
  it('gives every papel the members who may be assigned an activity, by nome, without the leitor and without e-mails', async () => {
    const empresa = await novaEmpresa(app);
    const esperado = [
      { id: empresa.ids.admin, nome: 'Ana Souza', papel: 'admin' },
      { id: empresa.ids.gestor, nome: 'Marina Costa', papel: 'gestor' },
      { id: empresa.ids.outroTecnico, nome: 'Paulo Reis', papel: 'tecnico' },
      { id: empresa.ids.tecnico, nome: 'Rafael Lima', papel: 'tecnico' },
    ];
    for (const headers of Object.values(empresa.headers)) expect((await responsaveis(headers)).items).toEqual(esperado);
  });

  it('finds a nome by part of a word, accents and case ignored, and keeps to the limit', async () => {
    const empresa = await novaEmpresa(app);
    expect((await responsaveis(empresa.headers.tecnico, 'q=MARÍ')).items.map((pessoa) => pessoa.nome)).toEqual(['Marina Costa']);
    expect((await responsaveis(empresa.headers.tecnico, 'limite=2')).items).toHaveLength(2);
  });

  it("never lists another company's members", async () => {
    const empresa = await novaEmpresa(app, 'Construtora Horizonte');
    const outra = await novaEmpresa(app, 'Manutenção Aurora');
    const ids = (await responsaveis(outra.headers.gestor)).items.map((pessoa) => pessoa.id);
    expect(ids).not.toContain(empresa.ids.gestor);
    expect(ids).toHaveLength(4);
  });
});
