import pg from 'pg';
import { sql } from 'kysely';
import { lendoNaEmpresa } from '#server/db/tenant';
import { bearer, register } from '../support/api/accounts';
import { buildTestApp, testDatabase } from '../support/api/buildTestApp';
import { urlDoBanco } from '../support/api/testDatabase';

// Only with a pooler in front of the server (.ci/run starts PgBouncer in transaction mode, with
// two server connections per database, and sets DATABASE_POOL_MODE=transaction).
const POOLER = process.env.PRUMO_TEST_POOLER_URL;
const comPooler = POOLER && process.env.DATABASE_URL ? describe : describe.skip;
const PEDIDOS_POR_EMPRESA = 20;

comPooler('behind a pooler in transaction mode', () => {
  it('never shows a company another company’s rows while their requests interleave', async () => {
    const app = await buildTestApp();
    const empresas = await Promise.all(
      ['Alfa', 'Beta'].map(async (nome) => {
        const conta = await register(app, { empresa_nome: `Empresa ${nome}` });
        const headers = bearer(conta.token);
        const criado = await app.inject({ method: 'POST', url: '/api/sites', headers, payload: { nome: `Site da ${nome}` } });
        expect(criado.statusCode).toBe(201);
        return { nome, headers };
      }),
    );

    // Both companies' lists and sites at once: more of the app's connections than the pooler has
    // server connections, so each server connection serves both companies in turn.
    const respostas = await Promise.all(
      Array.from({ length: PEDIDOS_POR_EMPRESA }, () => empresas).flat().map(async ({ nome, headers }) => {
        const response = await app.inject({ method: 'GET', url: '/api/sites', headers });
        return { nome, status: response.statusCode, sites: (response.json() as { items: { nome: string }[] }).items.map((site) => site.nome) };
      }),
    );
    expect(respostas.filter(({ nome, status, sites }) => status !== 200 || sites.join() !== `Site da ${nome}`)).toEqual([]);
  });

  it('leaves no company on the server connections after the reads', async () => {
    const { handle, url } = await testDatabase();
    const empresaId = (await register(await buildTestApp())).user.empresa[0]!.id;
    const papeis = await lendoNaEmpresa(handle.db, empresaId, (db) =>
      Promise.all(Array.from({ length: 8 }, async () => (await sql<{ papel: string }>`select current_user as papel`.execute(db)).rows[0]!.papel)),
    );
    expect(new Set(papeis)).toEqual(new Set(['prumo_app']));

    // Other clients of the pooler, as another process would be, on whichever server connections they are given.
    const outros = new pg.Pool({ connectionString: urlDoBanco(POOLER!, new URL(url!).pathname.slice(1)), max: 4 });
    try {
      const vistos = await Promise.all(
        Array.from({ length: 8 }, async () => (await outros.query<{ papel: string; empresa: string | null }>(
          `select current_user as papel, nullif(current_setting('prumo.empresa_id', true), '') as empresa`,
        )).rows[0]),
      );
      expect(vistos.filter((visto) => visto!.papel === 'prumo_app' || visto!.empresa !== null)).toEqual([]);
    } finally {
      await outros.end();
    }
  });
});
