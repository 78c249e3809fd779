import { consultaPreparada } from '../../server/db/consultaPreparada';
import { register } from '../support/api/accounts';
import { buildTestApp, testDatabase } from '../support/api/buildTestApp';

describe('a query compiled once', () => {
  const trio = consultaPreparada(['primeiro', 'segundo'], (db, { primeiro, segundo }) =>
    db.selectNoFrom((eb) => [eb.val(segundo).as('segundo'), eb.val('fixo').as('fixo'), eb.val(primeiro).as('primeiro')]),
  );

  it("runs each call with that call's values in their places, and keeps the query's own values", async () => {
    const { handle } = await testDatabase();
    expect(await trio(handle.db, { primeiro: 'a', segundo: 'b' })).toEqual([{ segundo: 'b', fixo: 'fixo', primeiro: 'a' }]);
    expect(await trio(handle.db, { primeiro: 'c', segundo: 'd' })).toEqual([{ segundo: 'd', fixo: 'fixo', primeiro: 'c' }]);
  });

  it('answers what the same query built each time answers', async () => {
    await register(await buildTestApp());
    const { handle } = await testDatabase();
    const porNome = consultaPreparada(['nome'], (db, { nome }) => db.selectFrom('empresa').select(['id', 'nome']).where('nome', '=', nome));
    const [empresa] = await handle.db.selectFrom('empresa').select(['id', 'nome']).limit(1).execute();
    if (!empresa) throw new Error('o banco de teste não tem empresa');
    expect(await porNome(handle.db, { nome: empresa.nome })).toEqual(
      await handle.db.selectFrom('empresa').select(['id', 'nome']).where('nome', '=', empresa.nome).execute(),
    );
    expect(await porNome(handle.db, { nome: 'nenhuma empresa tem este nome' })).toEqual([]);
  });
});
