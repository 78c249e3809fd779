import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const raiz = path.resolve(__dirname, '../../..');
export const src = path.join(raiz, 'src');

const lerJson = (arquivo: string) => JSON.parse(readFileSync(path.join(raiz, arquivo), 'utf8'));

/**
 * The aliases as [prefix, target with its `*`]: tsconfig.json's `paths` (`@/ui/x` → src/ui/x) and
 * package.json's `imports` (`#contract/x` → contract/x.ts), read from where the tools read them.
 */
const aliases: [string, string][] = [
  ...Object.entries(lerJson('tsconfig.json').compilerOptions.paths as Record<string, string[]>).map(([alias, [alvo]]): [string, string] => [alias, alvo!]),
  ...Object.entries(lerJson('package.json').imports as Record<string, string>),
].map(([alias, alvo]) => [alias.replace('*', ''), alvo]);

/** The TypeScript files under `pasta`, the compiled catalogs left out. */
export function arquivos(pasta: string): string[] {
  return readdirSync(pasta, { withFileTypes: true }).flatMap((entrada) => {
    const caminho = path.join(pasta, entrada.name);
    if (entrada.isDirectory()) return entrada.name === 'locales' ? [] : arquivos(caminho);
    return /\.tsx?$/.test(entrada.name) ? [caminho] : [];
  });
}

/** Where `especificador`, imported from `arquivo`, points (the extension maybe still to find), or null for a package. */
export function destino(arquivo: string, especificador: string): string | null {
  if (especificador.startsWith('.')) return path.resolve(path.dirname(arquivo), especificador);
  const alias = aliases.find(([prefixo]) => especificador.startsWith(prefixo));
  return alias ? path.join(raiz, alias[1].replace('*', especificador.slice(alias[0].length))) : null;
}

/** The file `base` names: itself, with its extension, or its folder's index. */
export function arquivoEm(base: string): string | undefined {
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((fim) => base + fim).find((caminho) => existsSync(caminho) && statSync(caminho).isFile());
}

/**
 * What a file imports, relative or through an alias: statically or with import(), and, unless
 * `semTipos`, for its types (an `import type` brings no code to the browser).
 */
export function especificadores(texto: string, { semTipos = false } = {}): string[] {
  const padrao = semTipos
    ? /(?:^import\s+(?!type\b)[^']*?\bfrom\s*|^export\s+(?!type\b)[^']*?\bfrom\s*|\bimport\s*\(\s*|^import\s+)'([.#@][^']*)'/gm
    : /(?:\bfrom\s*|\bimport\s*\(\s*|^import\s+)'([.#@][^']*)'/gm;
  return [...texto.matchAll(padrao)].map((m) => m[1]!);
}

/** The files of src/ a file imports (see `especificadores`). */
export function importados(arquivo: string, { semTipos = false } = {}): string[] {
  return especificadores(readFileSync(arquivo, 'utf8'), { semTipos }).flatMap((especificador) => {
    const base = destino(arquivo, especificador);
    const encontrado = base === null ? undefined : arquivoEm(base);
    return encontrado?.startsWith(src + path.sep) ? [encontrado] : [];
  });
}
