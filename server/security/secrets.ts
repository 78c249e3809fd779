import { createHash, randomBytes } from 'node:crypto';

/** A bearer secret (32 random bytes, base64url) and the SHA-256 that is all we store of it. */
export function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashSecret(secret) };
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
