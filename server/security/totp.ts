import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { hashSecret } from './secrets';

const PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

function totpFor(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: 'Prumo',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

export async function newEnrolment(label: string) {
  const secret = new Secret({ size: 20 }).base32;
  const otpauth_uri = totpFor(secret, label).toString();
  const qr_code = await QRCode.toDataURL(otpauth_uri, { margin: 1, width: 240 });
  return { secret, otpauth_uri, qr_code };
}

/**
 * The time step of `code` when it is valid at `now` (one step of drift either way), else null.
 * The step lets the caller refuse a code that was already used.
 */
export function acceptedStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret, '').validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** Ten codes like `4f9k2-x7m3q`, shown once; only their hashes are kept. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

/** Codes are compared without case, spaces or the dash, as people type them. */
export function hashRecoveryCode(code: string): string {
  return hashSecret(code.toLowerCase().replace(/[\s-]/g, ''));
}
