import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { DatabaseNewerThanCodeError, migrate, type Migration } from '#server/db/migrate';
import { criarCofre, TAMANHO_DA_CHAVE } from '#server/security/cofre';
import { apurarConcluidas } from '#server/db/migrations/0020_painel';
import { carregarMigracoes } from '#server/db/migrations/index';
import { criada, novaEmpresa, questionarioPublicado, transicionada } from '../support/api/atividades';
import { buildTestApp, peloDono, testDatabase } from '../support/api/buildTestApp';
import { definicao, secao, simNao } from '../support/questionarios';

const contexto = { cofre: criarCofre(randomBytes(TAMANHO_DA_CHAVE)) };

describe('migrations', () => {
  let migrations: Migration[];
  beforeAll(async () => {
    migrations = await carregarMigracoes();
  });

  it('are applied once, and a second start applies nothing', async () => {
    await buildTestApp();
    const { handle } = await testDatabase();
    const db = handle.db as unknown as Kysely<unknown>;
    expect(await migrate(db, migrations, contexto)).toEqual([]);
    const { rows } = await peloDono((dono) => sql<{ version: number }>`select version from schema_migration order by version`.execute(dono));
    expect(rows.map((row) => row.version)).toEqual(migrations.map((migration) => migration.version));
  });

  it('refuse to start on a database newer than the code', async () => {
    await buildTestApp();
    const { handle } = await testDatabase();
    const db = handle.db as unknown as Kysely<unknown>;
    await peloDono((dono) => sql`insert into schema_migration (version, nome) values (9999, 'do futuro')`.execute(dono));
    try {
      await expect(migrate(db, migrations, contexto)).rejects.toThrow(DatabaseNewerThanCodeError);
      await expect(buildTestApp()).rejects.toThrow(/O banco de dados está na versão 9999, mais nova que a deste código/);
    } finally {
      await peloDono((dono) => sql`delete from schema_migration where version = 9999`.execute(dono));
    }
  });

  it('score the activities concluded before the painel, batch by batch, as a conclusion does', async () => {
    const app = await buildTestApp();
    const empresa = await novaEmpresa(app);
    const headers = empresa.headers.tecnico;
    const questionario = await questionarioPublicado(app, empresa.headers.admin, definicao([secao('s', [simNao('extintor', { critica: true }), simNao('luz')])]));
    for (const respostas of [{ extintor: 'sim', luz: 'sim' }, { extintor: 'nao', luz: 'sim' }, { extintor: 'sim', luz: 'nao' }, { extintor: 'nao', luz: 'nao' }, { luz: 'sim' }]) {
      const iniciada = await transicionada(app, headers, await criada(app, empresa, { questionario_id: questionario.id }), 'iniciar');
      const comentarios = respostas.extintor === 'nao' ? { extintor: 'Vazio' } : {};
      const resposta = await app.inject({ method: 'PUT', url: `/api/atividades/${iniciada.id}/respostas`, headers, payload: { respostas, comentarios, versao: iniciada.versao } });
      await transicionada(app, headers, resposta.json(), 'concluir');
    }
    const apuradas = () =>
      peloDono((dono) =>
        sql<{ conformidade: number | null; perguntas_reprovadas: string[] }>`
          select conformidade, perguntas_reprovadas from atividade where empresa_id = ${empresa.empresaId} order by numero`.execute(dono),
      ).then(({ rows }) => rows);
    const naConclusao = await apuradas();
    expect(naConclusao.map((linha) => linha.conformidade)).toEqual([100, 50, 50, 0, 100]);
    await peloDono((dono) => sql`update atividade set conformidade = null, perguntas_reprovadas = '{}' where empresa_id = ${empresa.empresaId}`.execute(dono));

    await peloDono((dono) => apurarConcluidas(dono as unknown as Kysely<unknown>, 2));
    expect(await apuradas()).toEqual(naConclusao);
  });
});
