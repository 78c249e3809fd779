import { ConfigError, loadConfig } from '#server/config';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration from the environment', () => {
  it('runs on its defaults with nothing set: port 3000, PGlite under ./data, mail to the outbox, no proxy trusted', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: null, smtpUrl: null, redisUrl: null, logLevel: 'info', trustProxy: false });
    expect(config.dataDir.endsWith('data')).toBe(true);
    expect(config.appUrl).toBe('http://localhost:3000');
  });

  it('lists every bad value at once, in Portuguese, naming the variable', () => {
    expect(problems({ PORT: '70000', LOG_LEVEL: 'verbose', DATABASE_URL: 'mysql://x', TRUST_PROXY: 'proxy.local' })).toEqual([
      'PORT deve ser um número inteiro entre 1 e 65535 (recebido: "70000").',
      'LOG_LEVEL deve ser um de: fatal, error, warn, info, debug, trace, silent (recebido: "verbose").',
      'TRUST_PROXY deve ser true, false, um número de saltos ou endereços IP/CIDR separados por vírgula (recebido: "proxy.local").',
      'DATABASE_URL deve começar com postgres:// ou postgresql:// (recebido: "mysql://x").',
    ]);
  });

  it('reads SECRET_KEY as 64 hexadecimal digits or base64 of 32 bytes, and refuses any other length', () => {
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ SECRET_KEY: hex }).secretKey).toEqual(Buffer.from(hex, 'hex'));
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ SECRET_KEY: base64 }).secretKey).toEqual(Buffer.alloc(32, 7));
    expect(loadConfig({}).secretKey).toBeNull();
    expect(problems({ SECRET_KEY: 'curta' })).toEqual(['SECRET_KEY deve ter 32 bytes, escritos em 64 dígitos hexadecimais ou em base64.']);
    expect(problems({ SECRET_KEY: Buffer.alloc(16).toString('base64') })).toHaveLength(1);
  });

  it('reads DATABASE_POOL_MODE: session by default, transaction only with a PostgreSQL server', () => {
    const url = 'postgres://prumo@db:5432/prumo';
    expect(loadConfig({ DATABASE_URL: url }).databasePoolMode).toBe('session');
    expect(loadConfig({ DATABASE_URL: url, DATABASE_POOL_MODE: 'transaction' }).databasePoolMode).toBe('transaction');
    expect(problems({ DATABASE_URL: url, DATABASE_POOL_MODE: 'statement' })).toEqual([
      'DATABASE_POOL_MODE deve ser um de: session, transaction (recebido: "statement").',
    ]);
    expect(problems({ DATABASE_POOL_MODE: 'transaction' })).toEqual([
      'DATABASE_POOL_MODE=transaction precisa de DATABASE_URL: o banco embutido não fica atrás de um pooler.',
    ]);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 172.16.0.0/12,::1', ['10.0.0.0/8', '172.16.0.0/12', '::1']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });
});
