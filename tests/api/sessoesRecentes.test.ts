import { criarSessoesRecentes } from '#server/plugins/app/sessoesRecentes';
import type { SessaoLida } from '#server/db/repositories/sessoes';
import { bearer, register } from '../support/api/accounts';
import { buildTestApp, manualClock } from '../support/api/buildTestApp';
import { comTextos } from '../support/api/respostasDeErro';
import { memberOf } from '../support/api/members';

describe('sessions read a moment ago', () => {
  it('answer a burst of requests with one reading of the token', async () => {
    const queries: string[] = [];
    const app = await buildTestApp({ queries, clock: manualClock() });
    const account = await register(app);
    queries.length = 0;
    for (let i = 0; i < 3; i += 1) {
      expect((await app.inject({ method: 'GET', url: '/api/empresas', headers: bearer(account.token) })).statusCode).toBe(200);
    }
    expect(queries.filter((query) => /from "token"/.test(query))).toHaveLength(1);
  });

  it('do not outlive a sign-out, even one right after a reading', async () => {
    const app = await buildTestApp({ clock: manualClock() });
    const account = await register(app);
    expect((await app.inject({ method: 'GET', url: '/api/empresas', headers: bearer(account.token) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(account.token) })).statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url: '/api/empresas', headers: bearer(account.token) });
    expect(after.statusCode).toBe(401);
    expect(comTextos(after.json())).toEqual({ code: 'nao_autenticado', message: 'Sua sessão expirou. Entre novamente.' });
  });

  it('do not outlive a papel the admin changed: the member is refused at once', async () => {
    const app = await buildTestApp({ clock: manualClock() });
    const admin = await register(app);
    const empresaId = admin.user.empresa[0]!.id;
    const gestor = await memberOf(app, empresaId, 'gestor');
    const membros = (await app.inject({ method: 'GET', url: '/api/usuarios', headers: bearer(admin.token) })).json().items as { id: string; versao: number }[];
    const membro = membros.find((item) => item.id === gestor.user.id)!;
    const sites = { method: 'POST', url: '/api/sites', headers: bearer(gestor.token), payload: { nome: 'Depósito' } } as const;
    expect((await app.inject({ method: 'GET', url: '/api/sites', headers: bearer(gestor.token) })).statusCode).toBe(200);

    const demoted = await app.inject({
      method: 'PATCH',
      url: `/api/usuarios/${membro.id}`,
      headers: bearer(admin.token),
      payload: { papel: 'leitor', versao: membro.versao },
    });
    expect(demoted.statusCode).toBe(200);
    expect((await app.inject(sites)).statusCode).toBe(403);
  });

  it('keep no reading that began before a write and ended after it', async () => {
    const recentes = criarSessoesRecentes(() => 0);
    const antiga = { id: 'antiga' } as SessaoLida;
    const nova = { id: 'nova' } as SessaoLida;
    let terminar!: (sessao: SessaoLida) => void;
    const emCurso = recentes.buscar('hash', () => new Promise<SessaoLida>((resolve) => (terminar = resolve)));
    recentes.esquecerTodas();
    terminar(antiga);
    expect(await emCurso).toBe(antiga);
    expect(await recentes.buscar('hash', async () => nova)).toBe(nova);
    expect(await recentes.buscar('hash', async () => antiga)).toBe(nova);
  });
});
