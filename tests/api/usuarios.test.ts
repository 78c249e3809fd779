import { PAPEIS } from '#contract/papel';
import { REGISTRO_ALTERADO } from '#contract/registro';
import { bearer, register } from '../support/api/accounts';
import { buildTestApp } from '../support/api/buildTestApp';
import { comTextos } from '../support/api/respostasDeErro';
import { memberOf } from '../support/api/members';

const ULTIMO_ADMIN =
  'A empresa precisa de pelo menos um administrador. Torne outra pessoa administradora antes de remover ou rebaixar esta.';

async function setup() {
  const app = await buildTestApp();
  const admin = await register(app, { nome: 'Ana Admin', empresa_nome: 'Construtora Horizonte' });
  const empresaId = admin.user.empresa[0]!.id;
  const as = (token: string) => bearer(token, empresaId);
  return { app, admin, empresaId, as };
}

describe('/api/usuarios: members', () => {
  it('lists the members with papel and versao, by name', async () => {
    const { app, admin, empresaId, as } = await setup();
    const tecnico = await memberOf(app, empresaId, 'tecnico');
    const response = await app.inject({ method: 'GET', url: '/api/usuarios', headers: as(admin.token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      total: 2,
      total_limitado: false,
      items: [
        { id: admin.user.id, nome: 'Ana Admin', email: admin.email, papel: 'admin', versao: 1, desde: expect.any(String) },
        { id: tecnico.user.id, nome: 'Pessoa tecnico', email: tecnico.email, papel: 'tecnico', versao: 1, desde: expect.any(String) },
      ],
    });
  });

  it('searches nome and e-mail ignoring accents and case, filters by papel, sorts and pages', async () => {
    const { app, admin, empresaId, as } = await setup();
    const joao = await memberOf(app, empresaId, 'tecnico', { nome: 'João Técnico' });
    const bia = await memberOf(app, empresaId, 'leitor', { nome: 'Beatriz Leitora' });
    const get = async (query: string) => {
      const response = await app.inject({ method: 'GET', url: `/api/usuarios?${query}`, headers: as(admin.token) });
      expect(response.statusCode).toBe(200);
      return response.json() as { items: Array<{ id: string }>; total: number };
    };
    expect((await get('q=JOAO tec')).items.map((m) => m.id)).toEqual([joao.user.id]);
    expect((await get(`q=${encodeURIComponent(bia.email.slice(0, 12).toUpperCase())}`)).items.map((m) => m.id)).toEqual([bia.user.id]);
    expect((await get('papel=leitor')).items.map((m) => m.id)).toEqual([bia.user.id]);
    expect((await get('ordem=-nome')).items.map((m) => m.id)).toEqual([joao.user.id, bia.user.id, admin.user.id]);
    const page = await get('ordem=nome&limite=2&pagina=2');
    expect(page).toEqual({ total: 3, total_limitado: false, items: [expect.objectContaining({ id: joao.user.id })] });
    expect((await get('q=100%25')).items).toEqual([]);

    const bad = await app.inject({ method: 'GET', url: '/api/usuarios?ordem=senha&papel=dono', headers: as(admin.token) });
    expect(bad.statusCode).toBe(422);
    expect(comTextos(Object.keys(bad.json().errors).sort())).toEqual(['ordem', 'papel']);
    const infinite = await app.inject({ method: 'GET', url: '/api/usuarios?limite=1e400&pagina=1e400', headers: as(admin.token) });
    expect(infinite.statusCode).toBe(422);
    expect(comTextos(infinite.json().errors)).toEqual({ limite: ['Deve ser um número.'], pagina: ['Deve ser um número.'] });
  });

  it('reads one member, and answers 404 for anyone else', async () => {
    const { app, admin, as } = await setup();
    const one = await app.inject({ method: 'GET', url: `/api/usuarios/${admin.user.id}`, headers: as(admin.token) });
    expect(one.json()).toMatchObject({ id: admin.user.id, papel: 'admin', versao: 1 });
    const estranho = await register(app);
    for (const id of [estranho.user.id, 'x']) {
      const response = await app.inject({ method: 'GET', url: `/api/usuarios/${id}`, headers: as(admin.token) });
      expect(response.statusCode).toBe(404);
      expect(comTextos(response.json())).toEqual({ code: 'nao_encontrado', message: 'Membro não encontrado nesta empresa.' });
    }
  });

  it('changes a papel over the versao read, and refuses a stale one (409)', async () => {
    const { app, admin, empresaId, as } = await setup();
    const pessoa = await memberOf(app, empresaId, 'leitor');
    const url = `/api/usuarios/${pessoa.user.id}`;
    const changed = await app.inject({ method: 'PATCH', url, headers: as(admin.token), payload: { papel: 'gestor', versao: 1 } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: pessoa.user.id, papel: 'gestor', versao: 2 });

    const stale = await app.inject({ method: 'PATCH', url, headers: as(admin.token), payload: { papel: 'tecnico', versao: 1 } });
    expect(stale.statusCode).toBe(409);
    expect(comTextos(stale.json())).toEqual({ code: 'versao_desatualizada', message: REGISTRO_ALTERADO });

    // The new papel is what the person now has in that company.
    const check = await app.inject({ method: 'POST', url: '/api/auth/check', headers: as(pessoa.token) });
    expect(check.json().user.empresa[0]).toMatchObject({ id: empresaId, papel: 'gestor' });
  });

  it('refuses an unknown papel or a missing versao with messages beside the fields (422)', async () => {
    const { app, admin, empresaId, as } = await setup();
    const pessoa = await memberOf(app, empresaId, 'leitor');
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/usuarios/${pessoa.user.id}`,
      headers: as(admin.token),
      payload: { papel: 'dono' },
    });
    expect(response.statusCode).toBe(422);
    expect(comTextos(response.json())).toEqual({
      code: 'validacao',
      message: 'Verifique os dados informados.',
      errors: { papel: ['Valor inválido.'], versao: ['Campo obrigatório.'] },
    });
  });

  it('removes a member, who then has no access to the company', async () => {
    const { app, admin, empresaId, as } = await setup();
    const pessoa = await memberOf(app, empresaId, 'gestor');
    const removed = await app.inject({ method: 'DELETE', url: `/api/usuarios/${pessoa.user.id}?versao=1`, headers: as(admin.token) });
    expect(removed.statusCode).toBe(204);
    const list = await app.inject({ method: 'GET', url: '/api/usuarios', headers: as(admin.token) });
    expect(list.json().items.map((m: { id: string }) => m.id)).toEqual([admin.user.id]);
    const after = await app.inject({ method: 'POST', url: '/api/auth/check', headers: as(pessoa.token) });
    expect(after.statusCode).toBe(403);
  });

  it('never leaves the company without an admin (409), but lets one of two admins go', async () => {
    const { app, admin, empresaId, as } = await setup();
    const url = `/api/usuarios/${admin.user.id}`;
    const demote = await app.inject({ method: 'PATCH', url, headers: as(admin.token), payload: { papel: 'gestor', versao: 1 } });
    expect(demote.statusCode).toBe(409);
    expect(comTextos(demote.json())).toEqual({ code: 'conflito', message: ULTIMO_ADMIN });
    const remove = await app.inject({ method: 'DELETE', url: `${url}?versao=1`, headers: as(admin.token) });
    expect(remove.statusCode).toBe(409);
    expect(comTextos(remove.json())).toEqual({ code: 'conflito', message: ULTIMO_ADMIN });

    const outro = await memberOf(app, empresaId, 'admin');
    const leave = await app.inject({ method: 'DELETE', url: `${url}?versao=1`, headers: as(admin.token) });
    expect(leave.statusCode).toBe(204);
    const last = await app.inject({ method: 'PATCH', url: `/api/usuarios/${outro.user.id}`, headers: as(outro.token), payload: { papel: 'leitor', versao: 1 } });
    expect(last.statusCode).toBe(409);
  });

  it('keeps one admin when two admins demote each other at the same moment', async () => {
    const { app, admin, empresaId, as } = await setup();
    const outro = await memberOf(app, empresaId, 'admin');
    const results = await Promise.all([
      app.inject({ method: 'PATCH', url: `/api/usuarios/${outro.user.id}`, headers: as(admin.token), payload: { papel: 'leitor', versao: 1 } }),
      app.inject({ method: 'PATCH', url: `/api/usuarios/${admin.user.id}`, headers: as(outro.token), payload: { papel: 'leitor', versao: 1 } }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const list = await app.inject({ method: 'GET', url: '/api/usuarios', headers: as(results[0].statusCode === 200 ? admin.token : outro.token) });
    expect(list.json().items.filter((m: { papel: string }) => m.papel === 'admin')).toHaveLength(1);
  });

  it("answers 404 for another company's member or an id that is not one", async () => {
    const { app, admin, as } = await setup();
    const estranho = await register(app, { empresa_nome: 'Alheia' });
    for (const id of [estranho.user.id, 'nao-e-um-id']) {
      const patch = await app.inject({ method: 'PATCH', url: `/api/usuarios/${id}`, headers: as(admin.token), payload: { papel: 'leitor', versao: 1 } });
      expect(patch.statusCode).toBe(404);
      expect(comTextos(patch.json())).toEqual({ code: 'nao_encontrado', message: 'Membro não encontrado nesta empresa.' });
      const remove = await app.inject({ method: 'DELETE', url: `/api/usuarios/${id}?versao=1`, headers: as(admin.token) });
      expect(remove.statusCode).toBe(404);
    }
    const check = await app.inject({ method: 'POST', url: '/api/auth/check', headers: bearer(estranho.token) });
    expect(check.json().user.empresa[0].papel).toBe('admin');
  });

  it.each(PAPEIS.filter((papel) => papel !== 'admin'))('is closed to a %s (403), reading and writing', async (papel) => {
    const { app, admin, empresaId, as } = await setup();
    const pessoa = await memberOf(app, empresaId, papel);
    const calls = [
      { method: 'GET', url: '/api/usuarios' },
      { method: 'PATCH', url: `/api/usuarios/${admin.user.id}`, payload: { papel: 'leitor', versao: 1 } },
      { method: 'DELETE', url: `/api/usuarios/${admin.user.id}?versao=1` },
      { method: 'GET', url: '/api/usuarios/convites' },
      { method: 'POST', url: '/api/usuarios/convites', payload: { email: 'x@prumo.test', papel: 'leitor' } },
    ] as const;
    for (const call of calls) {
      const response = await app.inject({ ...call, headers: as(pessoa.token) });
      expect(response.statusCode).toBe(403);
      expect(comTextos(response.json())).toEqual({ code: 'sem_permissao', message: 'Seu papel nesta empresa não permite esta ação.' });
    }
  });
});
