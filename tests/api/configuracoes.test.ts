import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { REGISTRO_ALTERADO } from '#contract/registro';
import { bearer, register } from '../support/api/accounts';
import { buildTestApp } from '../support/api/buildTestApp';
import { comTextos } from '../support/api/respostasDeErro';
import { memberOf } from '../support/api/members';
import { JPEG, multipart, PNG, WEBP } from '../support/api/multipart';

async function setup() {
  const app = await buildTestApp();
  const admin = await register(app, { empresa_nome: 'Construtora Horizonte' });
  const empresaId = admin.user.empresa[0]!.id;
  const as = (token: string) => bearer(token, empresaId);
  const form = {
    nome: 'Construtora Horizonte Ltda',
    cnpj: '11.444.777/0001-61',
    fuso_horario: 'America/Manaus',
    prefixo_atividade: 'os-',
    mostrar_demo: true,
    idioma_padrao: 'en',
    versao: 1,
  };
  const uploadLogo = (token: string, file: ReturnType<typeof multipart>, versao: number) =>
    app.inject({ method: 'PUT', url: `/api/configuracoes/logo?versao=${versao}`, headers: { ...as(token), ...file.headers }, payload: file.payload });
  return { app, admin, empresaId, as, form, uploadLogo };
}

describe('/api/configuracoes', () => {
  it('gives every member the defaults, the demo area hidden in a newly registered company', async () => {
    const { app, empresaId, as } = await setup();
    const leitor = await memberOf(app, empresaId, 'leitor');
    const response = await app.inject({ method: 'GET', url: '/api/configuracoes', headers: as(leitor.token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      nome: 'Construtora Horizonte',
      cnpj: null,
      fuso_horario: 'America/Sao_Paulo',
      prefixo_atividade: 'AT-',
      mostrar_demo: false,
      idioma_padrao: 'pt-BR',
      prazos_acao: { urgente: 1, alta: 2, normal: 7, baixa: 15 },
      logo_versao: null,
      versao: 1,
      atualizado_em: expect.any(String),
    });
  });

  it('lets an admin change them over the versao read, stored normalised', async () => {
    const { app, admin, as, form } = await setup();
    const response = await app.inject({ method: 'PUT', url: '/api/configuracoes', headers: as(admin.token), payload: form });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      nome: 'Construtora Horizonte Ltda',
      cnpj: '11444777000161',
      fuso_horario: 'America/Manaus',
      prefixo_atividade: 'OS-',
      mostrar_demo: true,
      idioma_padrao: 'en',
      versao: 2,
    });
    const check = await app.inject({ method: 'POST', url: '/api/auth/check', headers: as(admin.token) });
    expect(check.json().user.empresa[0]).toMatchObject({ nome: 'Construtora Horizonte Ltda', cnpj: '11444777000161' });

    const stale = await app.inject({ method: 'PUT', url: '/api/configuracoes', headers: as(admin.token), payload: { ...form, nome: 'Outra' } });
    expect(stale.statusCode).toBe(409);
    expect(comTextos(stale.json())).toEqual({ code: 'versao_desatualizada', message: REGISTRO_ALTERADO });
  });

  it('answers every field problem at once (422) and changes nothing', async () => {
    const { app, admin, as, form } = await setup();
    const response = await app.inject({
      method: 'PUT',
      url: '/api/configuracoes',
      headers: as(admin.token),
      payload: { ...form, nome: '  ', cnpj: '11.444.777/0001-62', fuso_horario: 'Marte/Olympus', prefixo_atividade: 'A B' },
    });
    expect(response.statusCode).toBe(422);
    expect(comTextos(response.json())).toEqual({
      code: 'validacao',
      message: 'Verifique os dados informados.',
      errors: {
        nome: ['Campo obrigatório.'],
        cnpj: ['CNPJ inválido.'],
        fuso_horario: ['Escolha um fuso horário da lista.'],
        prefixo_atividade: ['Use até 5 letras ou números, seguidos ou não de "-", "/" ou ".".'],
      },
    });
    const shape = await app.inject({
      method: 'PUT',
      url: '/api/configuracoes',
      headers: as(admin.token),
      payload: { ...form, prefixo_atividade: 'LONGO-DEMAIS', idioma_padrao: 'de', mostrar_demo: 'sim' },
    });
    expect(comTextos(shape.json().errors)).toEqual({
      prefixo_atividade: ['Deve ter no máximo 6 caracteres.'],
      idioma_padrao: ['Valor inválido.'],
      mostrar_demo: ['Deve ser verdadeiro ou falso.'],
    });
    const after = await app.inject({ method: 'GET', url: '/api/configuracoes', headers: as(admin.token) });
    expect(after.json()).toMatchObject({ versao: 1, nome: 'Construtora Horizonte' });
  });

  it('accepts a blank CNPJ as none, and a prefix without separator', async () => {
    const { app, admin, as, form } = await setup();
    const response = await app.inject({
      method: 'PUT',
      url: '/api/configuracoes',
      headers: as(admin.token),
      payload: { ...form, cnpj: ' ', prefixo_atividade: 'MNT' },
    });
    expect(response.json()).toMatchObject({ cnpj: null, prefixo_atividade: 'MNT' });
  });

  it.each(['gestor', 'tecnico', 'leitor'] as const)('reads but does not change for a %s (403)', async (papel) => {
    const { app, empresaId, as, form, uploadLogo } = await setup();
    const pessoa = await memberOf(app, empresaId, papel);
    expect((await app.inject({ method: 'GET', url: '/api/configuracoes', headers: as(pessoa.token) })).statusCode).toBe(200);
    const calls = [
      await app.inject({ method: 'PUT', url: '/api/configuracoes', headers: as(pessoa.token), payload: form }),
      await uploadLogo(pessoa.token, multipart('logo', 'logo.png', 'image/png', PNG), 1),
      await app.inject({ method: 'DELETE', url: '/api/configuracoes/logo?versao=1', headers: as(pessoa.token) }),
    ];
    for (const response of calls) {
      expect(response.statusCode).toBe(403);
      expect(comTextos(response.json())).toEqual({ code: 'sem_permissao', message: 'Seu papel nesta empresa não permite esta ação.' });
    }
  });

  it("never shows or changes another company's settings", async () => {
    const { app, admin, empresaId, form } = await setup();
    const outra = await register(app, { empresa_nome: 'Alheia' });
    const put = await app.inject({ method: 'PUT', url: '/api/configuracoes', headers: bearer(outra.token), payload: { ...form, nome: 'Mudada' } });
    expect(put.json().nome).toBe('Mudada');
    const mine = await app.inject({ method: 'GET', url: '/api/configuracoes', headers: bearer(admin.token) });
    expect(mine.json().nome).toBe('Construtora Horizonte');
    const foreign = await app.inject({ method: 'GET', url: '/api/configuracoes', headers: bearer(outra.token, empresaId) });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('/api/configuracoes/logo', () => {
  it.each([
    ['PNG', 'logo.png', 'image/png', PNG],
    ['JPEG', 'logo.jpg', 'image/jpeg', JPEG],
    ['WebP', 'logo.webp', 'image/webp', WEBP],
  ])('stores a %s under DATA_DIR/files and serves it to members only', async (_name, filename, type, bytes) => {
    const { app, admin, empresaId, as, uploadLogo } = await setup();
    const uploaded = await uploadLogo(admin.token, multipart('logo', filename, type, bytes), 1);
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json()).toMatchObject({ versao: 2, logo_versao: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(readdirSync(path.join(app.config.dataDir, 'files', empresaId))).toHaveLength(1);

    const leitor = await memberOf(app, empresaId, 'leitor');
    const served = await app.inject({ method: 'GET', url: '/api/configuracoes/logo', headers: as(leitor.token) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(type);
    expect(served.headers['cache-control']).toBe('private, max-age=3600');
    expect(served.rawPayload.equals(bytes)).toBe(true);

    expect((await app.inject({ method: 'GET', url: '/api/configuracoes/logo' })).statusCode).toBe(401);
    const estranho = await register(app);
    expect((await app.inject({ method: 'GET', url: '/api/configuracoes/logo', headers: bearer(estranho.token, empresaId) })).statusCode).toBe(403);
    const own = await app.inject({ method: 'GET', url: '/api/configuracoes/logo', headers: bearer(estranho.token) });
    expect(own.statusCode).toBe(404);
    expect(comTextos(own.json())).toEqual({ code: 'nao_encontrado', message: 'A empresa não tem logotipo.' });
  });

  it('judges the type by the bytes, not by the name or the declared type (422)', async () => {
    const { app, admin, empresaId, uploadLogo } = await setup();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00');
    for (const bytes of [svg, gif]) {
      const response = await uploadLogo(admin.token, multipart('logo', 'logo.png', 'image/png', bytes), 1);
      expect(response.statusCode).toBe(422);
      expect(comTextos(response.json())).toEqual({
        code: 'validacao',
        message: 'Envie uma imagem PNG, JPEG ou WebP.',
        errors: { logo: ['Envie uma imagem PNG, JPEG ou WebP.'] },
      });
    }
    // A real PNG sent as text/plain is still a PNG.
    expect((await uploadLogo(admin.token, multipart('logo', 'x.txt', 'text/plain', PNG), 1)).statusCode).toBe(200);
    expect(readdirSync(path.join(app.config.dataDir, 'files', empresaId))).toHaveLength(1);
  });

  it('refuses a file over 1 MB (413), a body without the file (422) and a JSON body (415)', async () => {
    const { app, admin, as, uploadLogo } = await setup();
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    const tooBig = await uploadLogo(admin.token, multipart('logo', 'logo.png', 'image/png', big), 1);
    expect(tooBig.statusCode).toBe(413);
    expect(comTextos(tooBig.json())).toEqual({ code: 'corpo_grande_demais', message: 'O arquivo deve ter no máximo 1 MB.', errors: { logo: ['O arquivo deve ter no máximo 1 MB.'] } });

    const wrongField = await uploadLogo(admin.token, multipart('arquivo', 'logo.png', 'image/png', PNG), 1);
    expect(wrongField.statusCode).toBe(422);
    expect(comTextos(wrongField.json().errors)).toEqual({ logo: ['Campo obrigatório.'] });

    const json = await app.inject({ method: 'PUT', url: '/api/configuracoes/logo?versao=1', headers: as(admin.token), payload: { logo: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(comTextos(json.json())).toEqual({ code: 'tipo_de_conteudo', message: 'Envie o arquivo como multipart/form-data.' });

    const config = await app.inject({ method: 'GET', url: '/api/configuracoes', headers: as(admin.token) });
    expect(config.json()).toMatchObject({ versao: 1, logo_versao: null });
  });

  it('replaces and removes the logo over the versao read, leaving no stray file', async () => {
    const { app, admin, empresaId, as, uploadLogo } = await setup();
    const dir = path.join(app.config.dataDir, 'files', empresaId);
    const first = (await uploadLogo(admin.token, multipart('logo', 'a.png', 'image/png', PNG), 1)).json();
    const second = await uploadLogo(admin.token, multipart('logo', 'b.jpg', 'image/jpeg', JPEG), 2);
    expect(second.json().logo_versao).not.toBe(first.logo_versao);
    expect(readdirSync(dir)).toEqual([`${second.json().logo_versao}.jpg`]);

    const stale = await uploadLogo(admin.token, multipart('logo', 'c.png', 'image/png', PNG), 2);
    expect(stale.statusCode).toBe(409);
    expect(readdirSync(dir)).toHaveLength(1);

    const removed = await app.inject({ method: 'DELETE', url: '/api/configuracoes/logo?versao=3', headers: as(admin.token) });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ logo_versao: null, versao: 4 });
    expect(readdirSync(dir)).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/configuracoes/logo', headers: as(admin.token) })).statusCode).toBe(404);
    expect(existsSync(dir)).toBe(true);
  });
});
