import type { FastifyInstance } from 'fastify';
import type { NotificacaoLista } from '#contract/notificacoes';
import type { SiteDetalhe } from '#contract/sites';
import { criada, ler, novaEmpresa, ok, transicionada, type Empresa, type Headers } from '../support/api/atividades';
import { buildTestApp } from '../support/api/buildTestApp';

let app: FastifyInstance;
let empresa: Empresa;

beforeAll(async () => {
  app = await buildTestApp();
  empresa = await novaEmpresa(app);
}, 60_000);

const seguir = (headers: Headers, siteId: string, method: 'PUT' | 'DELETE' = 'PUT') => app.inject({ method, url: `/api/sites/${siteId}/seguir`, headers });
const detalhe = (headers: Headers, siteId = empresa.site.id) => ok<SiteDetalhe>(app.inject({ method: 'GET', url: `/api/sites/${siteId}`, headers }));
const concluidas = async (headers: Headers) =>
  (await ok<NotificacaoLista>(app.inject({ method: 'GET', url: '/api/notificacoes', headers }))).items.filter((item) => item.tipo === 'atividade_concluida');

/** An activity of the site, created by the gestor for the técnico, concluded by `por`. */
async function concluidaPor(por: Headers, siteId = empresa.site.id) {
  const atividade = await criada(app, empresa, { site_id: siteId });
  const iniciada = await transicionada(app, por, atividade, 'iniciar');
  return transicionada(app, por, await ler(app, por, iniciada.id), 'concluir');
}

describe('following a site', () => {
  it('is told by GET /api/sites/:id for the signed-in person, and is idempotent both ways', async () => {
    const { gestor, admin } = empresa.headers;
    expect((await detalhe(gestor)).seguindo).toBe(false);
    expect((await seguir(gestor, empresa.site.id)).statusCode).toBe(204);
    expect((await seguir(gestor, empresa.site.id)).statusCode).toBe(204);
    expect((await detalhe(gestor)).seguindo).toBe(true);
    expect((await detalhe(admin)).seguindo).toBe(false);
    expect((await seguir(gestor, empresa.site.id, 'DELETE')).statusCode).toBe(204);
    expect((await seguir(gestor, empresa.site.id, 'DELETE')).statusCode).toBe(204);
    expect((await detalhe(gestor)).seguindo).toBe(false);
    // The lists stay as they were: following is the site page's business.
    const lista = await ok<{ items: Record<string, unknown>[] }>(app.inject({ method: 'GET', url: '/api/sites', headers: gestor }));
    expect(lista.items[0]).not.toHaveProperty('seguindo');
  });

  it("is 404 for another company's site and 403 for a técnico or leitor", async () => {
    const outra = await novaEmpresa(app, 'Outra Empresa');
    for (const method of ['PUT', 'DELETE'] as const) {
      const resposta = await seguir(empresa.headers.gestor, outra.site.id, method);
      expect([resposta.statusCode, resposta.json()]).toEqual([404, { code: 'nao_encontrado', message: 'Site não encontrado.' }]);
    }
    expect((await seguir(empresa.headers.tecnico, empresa.site.id)).statusCode).toBe(403);
    expect((await seguir(empresa.headers.leitor, empresa.site.id)).statusCode).toBe(403);
  });
});

describe('an activity concluded', () => {
  it("notifies its creator and the site's followers once each, never who concluded it", async () => {
    const site = await ok<{ id: string }>(app.inject({ method: 'POST', url: '/api/sites', headers: empresa.headers.admin, payload: { nome: 'Shopping Norte' } }), 201);
    const { gestor, admin, tecnico } = empresa.headers;
    // The gestor created it and follows the site too: one notice.
    await seguir(gestor, site.id);
    await seguir(admin, site.id);
    const antes = { gestor: (await concluidas(gestor)).length, admin: (await concluidas(admin)).length, tecnico: (await concluidas(tecnico)).length };
    const atividade = await concluidaPor(tecnico, site.id);

    const doGestor = await concluidas(gestor);
    expect(doGestor).toHaveLength(antes.gestor + 1);
    expect(doGestor[0]).toMatchObject({
      titulo: `${empresa.nomes.tecnico} concluiu uma atividade`,
      texto: `${atividade.codigo} · ${atividade.titulo}`,
      link: `/atividades/detalhes/${atividade.id}`,
      params: { autor: empresa.nomes.tecnico },
    });
    expect(await concluidas(admin)).toHaveLength(antes.admin + 1);
    expect(await concluidas(tecnico)).toHaveLength(antes.tecnico);

    // Concluded by a follower who also created it: the other follower alone hears of it.
    await concluidaPor(gestor, site.id);
    expect(await concluidas(gestor)).toHaveLength(antes.gestor + 1);
    expect(await concluidas(admin)).toHaveLength(antes.admin + 2);
  });

  it('notifies nobody but the creator at a site nobody follows, and stops when unfollowed', async () => {
    const { gestor, admin, tecnico } = empresa.headers;
    await seguir(admin, empresa.site.id);
    await seguir(admin, empresa.site.id, 'DELETE');
    const antes = (await concluidas(admin)).length;
    const doGestor = (await concluidas(gestor)).length;
    await concluidaPor(tecnico);
    expect(await concluidas(admin)).toHaveLength(antes);
    expect(await concluidas(gestor)).toHaveLength(doGestor + 1);
  });
});
