import { sql } from 'kysely';
import { requireSession } from '#server/plugins/app/session';
import { SESSAO_RECENTE_MS } from '#server/plugins/app/sessoesRecentes';
import { comoDono, inEmpresa, lendoNaEmpresa, type Trx } from '#server/db/tenant';
import { bearer, register } from '../support/api/accounts';
import { buildTestApp, manualClock, peloDono, testDatabase } from '../support/api/buildTestApp';
import { comTextos } from '../support/api/respostasDeErro';

describe('/api/empresas', () => {
  it('lists my companies and creates one with me as admin', async () => {
    const app = await buildTestApp();
    const account = await register(app, { empresa_nome: 'Primeira' });
    const created = await app.inject({
      method: 'POST',
      url: '/api/empresas',
      headers: bearer(account.token),
      payload: { nome: 'Segunda', cnpj: '11.222.333/0001-81' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(String), nome: 'Segunda', cnpj: '11222333000181', papel: 'admin' });

    const list = await app.inject({ method: 'GET', url: '/api/empresas', headers: bearer(account.token) });
    expect(list.json().map((e: { nome: string }) => e.nome)).toEqual(['Primeira', 'Segunda']);

    // The company named by the header is the current one: first in every list.
    const segunda = created.json().id as string;
    const check = await app.inject({ method: 'POST', url: '/api/auth/check', headers: bearer(account.token, segunda) });
    expect(check.json().user.empresa.map((e: { nome: string }) => e.nome)).toEqual(['Segunda', 'Primeira']);
  });

  it('refuses a bad CNPJ or a blank name (422)', async () => {
    const app = await buildTestApp();
    const account = await register(app);
    const bad = await app.inject({ method: 'POST', url: '/api/empresas', headers: bearer(account.token), payload: { nome: 'X', cnpj: '123' } });
    expect(bad.statusCode).toBe(422);
    expect(comTextos(bad.json().errors)).toEqual({ cnpj: ['CNPJ inválido.'] });
    const blank = await app.inject({ method: 'POST', url: '/api/empresas', headers: bearer(account.token), payload: { nome: '  ' } });
    expect(comTextos(blank.json().errors)).toEqual({ nome: ['Campo obrigatório.'] });
  });
});

describe('a company the person does not belong to', () => {
  const routes = [
    { method: 'GET', url: '/api/empresas' },
    { method: 'POST', url: '/api/empresas', payload: { nome: 'Intrusa' } },
    { method: 'POST', url: '/api/auth/check' },
    { method: 'POST', url: '/api/auth/logout' },
    { method: 'PUT', url: '/api/user/atualizar', payload: { nome: 'Intruso' } },
    { method: 'PUT', url: '/api/user/senha', payload: { password_atual: 'x', password: 'yyyyyyyy' } },
    { method: 'POST', url: '/api/user/2fa' },
    { method: 'POST', url: '/api/user/2fa/confirmar', payload: { code: '123456' } },
    { method: 'DELETE', url: '/api/user/2fa', payload: { password: 'x' } },
  ] as const;

  it.each(routes)('is refused with 403 by $method $url, before anything changes', async (route) => {
    const app = await buildTestApp();
    const intruso = await register(app);
    const other = await register(app, { empresa_nome: 'Alheia' });
    const alheia = other.user.empresa[0]!.id;
    for (const empresaId of [alheia, 'nao-e-um-uuid']) {
      const response = await app.inject({ ...route, headers: bearer(intruso.token, empresaId) });
      expect(response.statusCode).toBe(403);
      expect(comTextos(response.json())).toEqual({ code: 'sem_acesso_a_empresa', message: 'Você não tem acesso a esta empresa.' });
    }
    const check = await app.inject({ method: 'POST', url: '/api/auth/check', headers: bearer(intruso.token) });
    expect(check.json().user).toEqual(intruso.user);
  });
});

describe('row-level security', () => {
  it('keeps a company transaction to its own rows even when a query forgets the filter', async () => {
    const app = await buildTestApp();
    const a = await register(app, { empresa_nome: 'Empresa A' });
    const b = await register(app, { empresa_nome: 'Empresa B' });
    const empresaA = a.user.empresa[0]!.id;
    const empresaB = b.user.empresa[0]!.id;
    const { handle } = await testDatabase();

    const seen = await inEmpresa(handle.db, empresaA, (trx) => trx.selectFrom('membro').select('empresa_id').execute());
    expect(seen.map((row) => row.empresa_id)).toEqual([empresaA]);
    const empresasSeen = await inEmpresa(handle.db, empresaA, (trx) => trx.selectFrom('empresa').select('id').execute());
    expect(empresasSeen.map((row) => row.id)).toEqual([empresaA]);

    const updated = await inEmpresa(handle.db, empresaA, (trx) =>
      trx.updateTable('membro').set({ papel: 'leitor' }).where('empresa_id', '=', empresaB).executeTakeFirst(),
    );
    expect(updated.numUpdatedRows).toBe(0n);
    await expect(
      inEmpresa(handle.db, empresaA, (trx) =>
        trx.insertInto('membro').values({ empresa_id: empresaB, usuario_id: a.user.id, papel: 'admin' }).execute(),
      ),
    ).rejects.toThrow(/row-level security/);

    const role = await inEmpresa(handle.db, empresaA, (trx) => sql<{ role: string }>`select current_user as role`.execute(trx));
    expect(role.rows[0]?.role).toBe('prumo_app');
    const after = await peloDono((db) => sql<{ role: string }>`select current_user as role`.execute(db));
    expect(after.rows[0]?.role).not.toBe('prumo_app');
  });

  it('binds a read to its company on a connection that other companies and the owner use in turn', async () => {
    const app = await buildTestApp();
    const empresaA = (await register(app, { empresa_nome: 'Empresa A' })).user.empresa[0]!.id;
    const empresaB = (await register(app, { empresa_nome: 'Empresa B' })).user.empresa[0]!.id;
    const { handle } = await testDatabase();
    const quem = async (db: Trx) => {
      const { rows } = await sql<{ papel: string; pid: number }>`select current_user as papel, pg_backend_pid() as pid`.execute(db);
      const membros = await db.selectFrom('membro').select('empresa_id').distinct().execute();
      return { ...rows[0]!, empresas: membros.map((row) => row.empresa_id).sort() };
    };

    const lidoA = await lendoNaEmpresa(handle.db, empresaA, quem);
    expect(lidoA).toMatchObject({ papel: 'prumo_app', empresas: [empresaA] });
    // The same connection, already bound to A, now serves B, then the owner, then A again.
    expect(await lendoNaEmpresa(handle.db, empresaB, quem)).toEqual({ ...lidoA, empresas: [empresaB] });
    const dono = await comoDono('testes', () => quem(handle.db));
    expect(dono.pid).toBe(lidoA.pid);
    expect(dono.papel).not.toBe('prumo_app');
    expect(dono.empresas).toEqual(expect.arrayContaining([empresaA, empresaB]));
    expect(await lendoNaEmpresa(handle.db, empresaA, quem)).toEqual(lidoA);

    // A transaction of B on the connection bound to A sees B, and the connection is A's again after it.
    expect(await inEmpresa(handle.db, empresaB, quem)).toEqual({ ...lidoA, empresas: [empresaB] });
    expect(await lendoNaEmpresa(handle.db, empresaA, quem)).toEqual(lidoA);

    // Queries of one read may run at once, each on a connection of the company.
    const juntas = await lendoNaEmpresa(handle.db, empresaB, (db) => Promise.all([quem(db), quem(db), quem(db)]));
    expect(juntas.map(({ papel, empresas }) => ({ papel, empresas }))).toEqual(Array(3).fill({ papel: 'prumo_app', empresas: [empresaB] }));
    expect(await comoDono('testes', () => quem(handle.db))).toEqual({ ...dono, pid: expect.any(Number) });

    // A read that fails leaves the connection as it was: the owner's next query is still the owner's.
    const { pid } = await lendoNaEmpresa(handle.db, empresaA, quem);
    await expect(lendoNaEmpresa(handle.db, empresaA, (db) => sql`select 1 / 0`.execute(db))).rejects.toThrow(/division by zero/);
    expect(await comoDono('testes', () => quem(handle.db))).toEqual({ ...dono, pid });
    await expect(lendoNaEmpresa(handle.db, "x'; select 1; --", quem)).rejects.toThrow('Empresa inválida');
  });

  it('gives routes a data access bound to the current company', async () => {
    const clock = manualClock();
    const app = await buildTestApp({ clock });
    await app.register(async (scope) => {
      await scope.register(requireSession);
      scope.get('/api/teste/membros', async (request) =>
        request.tenant.transaction((trx) => trx.selectFrom('membro').select(['empresa_id', 'papel']).execute()),
      );
      scope.get('/api/teste/so-admin', { config: { permissao: 'usuarios.editar' } }, async () => ({ ok: true }));
    });
    const a = await register(app);
    const b = await register(app);
    const second = (
      await app.inject({ method: 'POST', url: '/api/empresas', headers: bearer(a.token), payload: { nome: 'Filial' } })
    ).json().id as string;

    const members = await app.inject({ method: 'GET', url: '/api/teste/membros', headers: bearer(a.token, second) });
    expect(members.json()).toEqual([{ empresa_id: second, papel: 'admin' }]);
    const foreign = await app.inject({ method: 'GET', url: '/api/teste/membros', headers: bearer(a.token, b.user.empresa[0]!.id) });
    expect(foreign.statusCode).toBe(403);

    await peloDono((db) => db.updateTable('membro').set({ papel: 'leitor' }).where('empresa_id', '=', second).execute());
    // Changed in the database, not through the API: the session read a moment ago still answers for a while.
    expect((await app.inject({ method: 'GET', url: '/api/teste/so-admin', headers: bearer(a.token, second) })).statusCode).toBe(200);
    clock.advance(SESSAO_RECENTE_MS);
    const denied = await app.inject({ method: 'GET', url: '/api/teste/so-admin', headers: bearer(a.token, second) });
    expect(denied.statusCode).toBe(403);
    expect(comTextos(denied.json())).toEqual({ code: 'sem_permissao', message: 'Seu papel nesta empresa não permite esta ação.' });
    expect((await app.inject({ method: 'GET', url: '/api/teste/so-admin', headers: bearer(a.token) })).statusCode).toBe(200);
  });
});
