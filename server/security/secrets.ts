import { createHash, randomBytes } from 'node:crypto';

/**
 * A bearer secret (32 random bytes, base64url, after `prefixo` when given) and the SHA-256 that is
 * all we store of it: with that much randomness a fast hash is enough, no guess can reach it.
 */
export function newSecret(prefixo = ''): { secret: string; hash: string } {
  const secret = prefixo + randomBytes(32).toString('base64url');
  return { secret, hash: hashSecret(secret) };
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
