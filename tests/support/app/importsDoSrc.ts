import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const raiz = path.resolve(__dirname, '../../..');
export const src = path.join(raiz, 'src');

/** The TypeScript files under `pasta`, the compiled catalogs left out. */
export function arquivos(pasta: string): string[] {
  return readdirSync(pasta, { withFileTypes: true }).flatMap((entrada) => {
    const caminho = path.join(pasta, entrada.name);
    if (entrada.isDirectory()) return entrada.name === 'locales' ? [] : arquivos(caminho);
    return /\.tsx?$/.test(entrada.name) ? [caminho] : [];
  });
}

/**
 * The files of src/ a file imports: statically or with import(), and, unless `semTipos`, for its
 * types (an `import type` brings no code to the browser).
 */
export function importados(arquivo: string, { semTipos = false } = {}): string[] {
  const padrao = semTipos ? /(?:^import\s+(?!type\b)[^']*?\bfrom\s*|^export\s+(?!type\b)[^']*?\bfrom\s*|\bimport\s*\(\s*|^import\s+)'(\.[^']*)'/gm : /(?:\bfrom\s*|\bimport\s*\(\s*|^import\s+)'(\.[^']*)'/gm;
  const especificadores = [...readFileSync(arquivo, 'utf8').matchAll(padrao)].map((m) => m[1]!);
  return especificadores.flatMap((especificador) => {
    const base = path.resolve(path.dirname(arquivo), especificador);
    const encontrado = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((fim) => base + fim).find(existsSync);
    return encontrado?.startsWith(src) ? [encontrado] : [];
  });
}
