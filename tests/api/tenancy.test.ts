import { sql } from 'kysely';
import { comoDono, ConsultaSemEmpresaError, inEmpresa, lendoNaEmpresa, type Trx } from '#server/db/tenant';
import { bearer, register } from '../support/api/accounts';
import { buildTestApp, testDatabase } from '../support/api/buildTestApp';
import { comTextos } from '../support/api/respostasDeErro';

const papel = async (db: Trx) => (await sql<{ papel: string }>`select current_user as papel`.execute(db)).rows[0]!.papel;

describe('a query outside a company', () => {
  it('is refused, instead of running as the tables’ owner', async () => {
    const { handle } = await testDatabase();
    await expect(handle.db.selectFrom('empresa').select('id').execute()).rejects.toThrow(ConsultaSemEmpresaError);
    await expect(papel(handle.db)).rejects.toThrow(ConsultaSemEmpresaError);
  });

  it('is refused inside a company transaction when it is not sent on the transaction', async () => {
    const { handle } = await testDatabase();
    const empresaId = (await register(await buildTestApp())).user.empresa[0]!.id;
    const fora = inEmpresa(handle.db, empresaId, async (trx) => {
      await papel(trx);
      return papel(handle.db);
    });
    await expect(fora).rejects.toThrow(ConsultaSemEmpresaError);
  });

  it('runs as the owner through comoDono, where a company’s work is still the company’s', async () => {
    const { handle } = await testDatabase();
    const empresaId = (await register(await buildTestApp())).user.empresa[0]!.id;
    const vistos = await comoDono('testes', async () => ({
      dono: await papel(handle.db),
      lendo: await lendoNaEmpresa(handle.db, empresaId, papel),
      naTransacao: await inEmpresa(handle.db, empresaId, papel),
      depois: await papel(handle.db),
    }));
    expect(vistos.dono).not.toBe('prumo_app');
    expect(vistos).toEqual({ dono: vistos.dono, lendo: 'prumo_app', naTransacao: 'prumo_app', depois: vistos.dono });
  });

  it("compiles no company query with JIT, and gives the owner's work the server's setting back", async () => {
    const { handle } = await testDatabase();
    const empresaId = (await register(await buildTestApp())).user.empresa[0]!.id;
    const jit = async (db: Trx) => (await sql<{ jit: string }>`select current_setting('jit') as jit`.execute(db)).rows[0]!.jit;
    const vistos = await comoDono('testes', async () => ({
      dono: await jit(handle.db),
      lendo: await lendoNaEmpresa(handle.db, empresaId, jit),
      naTransacao: await inEmpresa(handle.db, empresaId, jit),
      depois: await jit(handle.db),
    }));
    expect(vistos).toEqual({ dono: vistos.dono, lendo: 'off', naTransacao: 'off', depois: vistos.dono });
  });

  it('in a route answers 500 and is logged as a refused query', async () => {
    const linhas: { msg: string; err?: { type: string } }[] = [];
    const app = await buildTestApp({ logger: { level: 'error', stream: { write: (linha: string) => void linhas.push(JSON.parse(linha)) } } });
    app.get('/api/teste/sem-empresa', async () => (await sql`select 1 as um`.execute(app.db)).rows);

    const response = await app.inject({ method: 'GET', url: '/api/teste/sem-empresa' });
    expect(response.statusCode).toBe(500);
    expect(comTextos(response.json())).toEqual({ code: 'erro_interno', message: 'Erro interno. Tente novamente em instantes.' });
    expect(linhas).toContainEqual(
      expect.objectContaining({ msg: 'consulta recusada: sem empresa e sem caminho do dono', err: expect.objectContaining({ type: 'ConsultaSemEmpresaError' }) }),
    );
  });
});

describe("the sites' search, which runs as the tables' owner to use its index (migration 0033)", () => {
  it('answers only the rows of the company the transaction is bound to', async () => {
    const { handle } = await testDatabase();
    const app = await buildTestApp();
    const empresas: string[] = [];
    for (const nome of ['Loja Paulista Norte', 'Loja Paulista Sul']) {
      const conta = await register(app);
      const response = await app.inject({ method: 'POST', url: '/api/sites', headers: bearer(conta.token), payload: { nome } });
      expect(response.statusCode).toBe(201);
      empresas.push(conta.user.empresa[0]!.id);
    }
    const encontrados = (empresaId: string) =>
      lendoNaEmpresa(handle.db, empresaId, async (trx) => (await sql<{ nome: string; empresa_id: string }>`select nome, empresa_id from prumo_sites_encontrados('paulista')`.execute(trx)).rows);
    expect(await encontrados(empresas[0]!)).toEqual([{ nome: 'Loja Paulista Norte', empresa_id: empresas[0] }]);
    expect(await encontrados(empresas[1]!)).toEqual([{ nome: 'Loja Paulista Sul', empresa_id: empresas[1] }]);
  });
});
