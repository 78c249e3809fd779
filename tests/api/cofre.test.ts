import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { segredosCifrados } from '#server/db/migrations/0016_segredos_cifrados';
import { chaveDoCofre, criarCofre } from '#server/security/cofre';
import { ativarDoisFatores, desafioDeEntrada, register, totp } from '../support/api/accounts';
import { buildTestApp, manualClock, peloDono } from '../support/api/buildTestApp';

const segredoGuardado = async (usuarioId: string) =>
  (await peloDono((db) => db.selectFrom('dois_fatores').select('segredo').where('usuario_id', '=', usuarioId).executeTakeFirstOrThrow())).segredo;

describe('TOTP secrets at rest', () => {
  it('keeps the enrolled secret encrypted in the database, and signs in with it', async () => {
    const clock = manualClock();
    const app = await buildTestApp({ clock });
    const account = await register(app);
    const secret = await ativarDoisFatores(app, account.token, clock());
    const stored = await segredoGuardado(account.user.id);
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(secret);

    clock.advance(60_000);
    const challenge = await desafioDeEntrada(app, account.email);
    const signedIn = await app.inject({ method: 'POST', url: '/api/auth/two-steps', payload: { challenge, code: totp(secret, clock()) } });
    expect(signedIn.statusCode).toBe(200);
  });

  it('encrypts, by migration, a secret an earlier version kept in plain text, which still signs in', async () => {
    const clock = manualClock();
    const app = await buildTestApp({ clock });
    const account = await register(app);
    const secret = await ativarDoisFatores(app, account.token, clock());
    // The database as that version left it: the secret in plain text. Later migrations are applied
    // already, so migration 16 is run by itself, as the migrator ran it on such a database.
    await peloDono(async (db) => {
      await db.updateTable('dois_fatores').set({ segredo: secret }).where('usuario_id', '=', account.user.id).execute();
      await segredosCifrados.up(db as unknown as Kysely<unknown>, { cofre: app.cofre });
    });

    expect(await segredoGuardado(account.user.id)).toMatch(/^v1\./);
    clock.advance(60_000);
    const challenge = await desafioDeEntrada(app, account.email);
    const signedIn = await app.inject({ method: 'POST', url: '/api/auth/two-steps', payload: { challenge, code: totp(secret, clock()) } });
    expect(signedIn.statusCode).toBe(200);
  });
});

describe('the cofre', () => {
  it('reads back what it encrypted, differently each time, and refuses another key or a changed value', () => {
    const cofre = criarCofre(randomBytes(32));
    const a = cofre.cifrar('JBSWY3DPEHPK3PXP');
    const b = cofre.cifrar('JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b);
    expect(cofre.decifrar(a)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => criarCofre(randomBytes(32)).decifrar(a)).toThrow('A chave do cofre (SECRET_KEY) não é a que cifrou este valor.');
    const partes = a.split('.');
    const corpo = Buffer.from(partes[3]!, 'base64url');
    corpo[0]! ^= 1;
    const alterado = [...partes.slice(0, 3), corpo.toString('base64url')].join('.');
    expect(() => cofre.decifrar(alterado)).toThrow();
    expect(() => cofre.decifrar('JBSWY3DPEHPK3PXP')).toThrow('Valor guardado fora do formato do cofre.');
  });

  it('without SECRET_KEY, makes a key in DATA_DIR on the first start, readable by the owner only, and keeps it', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'prumo-cofre-')), 'data');
    const first = await chaveDoCofre(null, dataDir);
    expect(first).toHaveLength(32);
    expect(statSync(path.join(dataDir, 'secret.key')).mode & 0o777).toBe(0o600);
    expect(await chaveDoCofre(null, dataDir)).toEqual(first);
    const given = randomBytes(32);
    expect(await chaveDoCofre(given, dataDir)).toBe(given);
  });
});
