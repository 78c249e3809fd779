import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Encrypts what must be read back (TOTP secrets), unlike passwords and tokens, which are only hashed. */
export interface Cofre {
  cifrar(texto: string): string;
  decifrar(guardado: string): string;
}

export const TAMANHO_DA_CHAVE = 32;
const PREFIXO = 'v1.';
const ARQUIVO_DA_CHAVE = 'secret.key';

/** AES-256-GCM: `v1.<iv>.<tag>.<cifra>` in base64url, so a stolen database alone reveals no secret. */
export function criarCofre(chave: Buffer): Cofre {
  if (chave.length !== TAMANHO_DA_CHAVE) throw new Error(`A chave do cofre deve ter ${TAMANHO_DA_CHAVE} bytes.`);
  return {
    cifrar(texto) {
      const iv = randomBytes(12);
      const cifra = createCipheriv('aes-256-gcm', chave, iv);
      const corpo = Buffer.concat([cifra.update(texto, 'utf8'), cifra.final()]);
      return PREFIXO + [iv, cifra.getAuthTag(), corpo].map((parte) => parte.toString('base64url')).join('.');
    },
    decifrar(guardado) {
      const [iv, tag, corpo] = guardado.slice(PREFIXO.length).split('.').map((parte) => Buffer.from(parte, 'base64url'));
      if (!guardado.startsWith(PREFIXO) || !iv || !tag || !corpo) throw new Error('Valor guardado fora do formato do cofre.');
      const decifra = createDecipheriv('aes-256-gcm', chave, iv);
      decifra.setAuthTag(tag);
      try {
        return Buffer.concat([decifra.update(corpo), decifra.final()]).toString('utf8');
      } catch {
        throw new Error('A chave do cofre (SECRET_KEY) não é a que cifrou este valor.');
      }
    },
  };
}

/**
 * SECRET_KEY when given; otherwise the key kept in DATA_DIR, made on the first start. Processes
 * that share a database must share the key: set SECRET_KEY for them all.
 */
export async function chaveDoCofre(secretKey: Buffer | null, dataDir: string): Promise<Buffer> {
  if (secretKey) return secretKey;
  const arquivo = path.join(dataDir, ARQUIVO_DA_CHAVE);
  await mkdir(dataDir, { recursive: true });
  try {
    // `wx` fails when the file exists, so two first starts never write two keys.
    await writeFile(arquivo, randomBytes(TAMANHO_DA_CHAVE).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const chave = lerChave((await readFile(arquivo, 'utf8')).trim());
  if (!chave) throw new Error(`${arquivo} não contém uma chave de ${TAMANHO_DA_CHAVE} bytes.`);
  return chave;
}

/** A key written as 64 hexadecimal digits or as base64 of 32 bytes; null otherwise. */
export function lerChave(texto: string): Buffer | null {
  if (/^[0-9a-f]{64}$/i.test(texto)) return Buffer.from(texto, 'hex');
  const chave = Buffer.from(texto, 'base64');
  return chave.length === TAMANHO_DA_CHAVE && chave.toString('base64') === texto ? chave : null;
}
