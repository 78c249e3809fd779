import path from 'node:path';
import type { PoolMode } from './db/engine';
import { lerChave, TAMANHO_DA_CHAVE } from './security/cofre';

/** Everything the host reads from the environment, validated once at start. */
export interface Config {
  port: number;
  host: string;
  /** `null` runs the embedded PostgreSQL (PGlite) under `dataDir/pgdata`. */
  databaseUrl: string | null;
  /** DATABASE_POOL_MODE: `transaction` behind a pooler in transaction mode (PgBouncer, Supavisor); docs/tenancy.md. */
  databasePoolMode: PoolMode;
  dataDir: string;
  /** Public address of the app, used in the links sent by e-mail. */
  appUrl: string;
  /** `null` writes outgoing mail to `dataDir/outbox/` and logs its link. */
  smtpUrl: string | null;
  /** `null` keeps rate-limit counters in memory (one process only). */
  redisUrl: string | null;
  logLevel: LogLevel;
  /** Key of the cofre that encrypts TOTP secrets; null keeps one in `dataDir/secret.key`. */
  secretKey: Buffer | null;
  /**
   * Which proxies in front of the app may name the client's address in X-Forwarded-For:
   * false (none, the default: a client could forge the header), a number of hops, or the
   * proxies' addresses and CIDR ranges. Rate limits count per client address, so behind a
   * proxy without this every client shares the proxy's counter.
   */
  trustProxy: boolean | number | string[];
  /** Largest accepted request body, in bytes (413 beyond it). */
  bodyLimit: number;
  /** Argon2id cost; tests lower it, production keeps the defaults (OWASP's recommendation). */
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  rateLimit: RateLimitConfig;
  /**
   * WEBHOOK_ALLOW_PRIVATE=true lets webhooks reach loopback, private and link-local addresses,
   * which are refused otherwise (docs/webhooks.md): for tests and a receiver on the same network.
   */
  webhookAllowPrivate: boolean;
}

export interface RateLimitConfig {
  /** Attempts per IP address on each guarded route, per window. */
  perIp: number;
  /** Attempts per e-mail address on each guarded route, per window. */
  perEmail: number;
  windowMs: number;
  /** Requests per API token per minute, on every route it calls. */
  perToken: number;
}

const POOL_MODES: readonly PoolMode[] = ['session', 'transaction'];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuração inválida:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Reads and checks the environment; a bad value stops the start with every problem listed. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const text = (name: string): string | null => {
    const value = env[name]?.trim();
    return value ? value : null;
  };
  const url = (name: string, protocols: string[]): string | null => {
    const value = text(name);
    if (value === null) return null;
    try {
      const parsed = new URL(value);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(`${name} deve começar com ${protocols.map((p) => `${p}//`).join(' ou ')} (recebido: "${value}").`);
      }
    } catch {
      problems.push(`${name} não é um endereço válido (recebido: "${value}").`);
    }
    return value;
  };

  const portText = text('PORT') ?? '3000';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) {
    problems.push(`PORT deve ser um número inteiro entre 1 e 65535 (recebido: "${portText}").`);
  }

  const logLevel = (text('LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL deve ser um de: ${LOG_LEVELS.join(', ')} (recebido: "${logLevel}").`);
  }

  const trustProxy = readTrustProxy(text('TRUST_PROXY'), problems);

  const secretKeyText = text('SECRET_KEY');
  const secretKey = secretKeyText === null ? null : lerChave(secretKeyText);
  if (secretKeyText !== null && secretKey === null) {
    problems.push(`SECRET_KEY deve ter ${TAMANHO_DA_CHAVE} bytes, escritos em 64 dígitos hexadecimais ou em base64.`);
  }

  const databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:']);
  const databasePoolMode = (text('DATABASE_POOL_MODE') ?? 'session') as PoolMode;
  if (!POOL_MODES.includes(databasePoolMode)) {
    problems.push(`DATABASE_POOL_MODE deve ser um de: ${POOL_MODES.join(', ')} (recebido: "${databasePoolMode}").`);
  } else if (databasePoolMode === 'transaction' && databaseUrl === null) {
    problems.push('DATABASE_POOL_MODE=transaction precisa de DATABASE_URL: o banco embutido não fica atrás de um pooler.');
  }
  const appUrl = url('APP_URL', ['http:', 'https:']) ?? `http://localhost:${port}`;
  const smtpUrl = url('SMTP_URL', ['smtp:', 'smtps:']);
  const redisUrl = url('REDIS_URL', ['redis:', 'rediss:']);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    host: text('HOST') ?? '0.0.0.0',
    databaseUrl,
    databasePoolMode,
    dataDir: path.resolve(text('DATA_DIR') ?? './data'),
    appUrl: appUrl.replace(/\/+$/, ''),
    smtpUrl,
    redisUrl,
    logLevel,
    secretKey,
    trustProxy,
    bodyLimit: 1024 * 1024,
    argon2: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
    rateLimit: { perIp: 30, perEmail: 10, windowMs: 15 * 60_000, perToken: 600 },
    webhookAllowPrivate: text('WEBHOOK_ALLOW_PRIVATE') === 'true',
  };
}

const IPV4_OR_CIDR = /^(\d{1,3})(\.\d{1,3}){3}(\/\d{1,2})?$/;
const IPV6_OR_CIDR = /^[0-9a-f:]+:[0-9a-f:.]*(\/\d{1,3})?$/i;

/** TRUST_PROXY: `true`, `false`, a number of hops, or addresses and CIDR ranges separated by commas. */
function readTrustProxy(value: string | null, problems: string[]): Config['trustProxy'] {
  if (value === null || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const enderecos = value.split(',').map((item) => item.trim()).filter(Boolean);
  const invalidos = enderecos.filter((item) => !IPV4_OR_CIDR.test(item) && !IPV6_OR_CIDR.test(item));
  if (enderecos.length === 0 || invalidos.length > 0) {
    problems.push(
      `TRUST_PROXY deve ser true, false, um número de saltos ou endereços IP/CIDR separados por vírgula (recebido: "${value}").`,
    );
  }
  return enderecos;
}
