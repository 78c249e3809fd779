import { hash, verify } from '@node-rs/argon2';
import type { Config } from '../config';

export interface Passwords {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the time of a real check, for an e-mail that has no account. */
  verifyNobody(password: string): Promise<false>;
}

/** Argon2id (the library's default algorithm) with the configured cost. */
export function createPasswords(cost: Config['argon2']): Passwords {
  const options = { ...cost };
  const make = (password: string) => hash(password, options);
  // Hashed once at start, with the same cost as real hashes, so that the first unknown e-mail
  // does not also pay for this hash and both paths take the time of one check.
  const nobody = make('prumo-nobody-has-this-password');
  return {
    hash: make,
    async verify(stored, password) {
      try {
        return await verify(stored, password);
      } catch {
        return false;
      }
    },
    async verifyNobody(password) {
      await verify(await nobody, password).catch(() => false);
      return false;
    },
  };
}
