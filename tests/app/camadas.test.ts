import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const src = path.resolve(__dirname, '../../src');

function arquivos(pasta: string): string[] {
  return readdirSync(pasta, { withFileTypes: true }).flatMap((entrada) => {
    const caminho = path.join(pasta, entrada.name);
    if (entrada.isDirectory()) return entrada.name === 'locales' ? [] : arquivos(caminho);
    return /\.tsx?$/.test(entrada.name) ? [caminho] : [];
  });
}

/** The files of src/ a file imports: statically, for its types, or with import(). */
function importados(arquivo: string): string[] {
  const especificadores = [...readFileSync(arquivo, 'utf8').matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^import\s+)'(\.[^']*)'/gm)].map((m) => m[1]!);
  return especificadores.flatMap((especificador) => {
    const base = path.resolve(path.dirname(arquivo), especificador);
    const encontrado = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((fim) => base + fim).find(existsSync);
    return encontrado?.startsWith(src) ? [encontrado] : [];
  });
}

const grafo = new Map(arquivos(src).map((arquivo) => [arquivo, importados(arquivo)]));
const nome = (arquivo: string) => path.relative(src, arquivo);
const dentro = (pasta: string) => (arquivo: string) => arquivo.startsWith(path.join(src, pasta) + path.sep);

/** A path of imports from `de` back to itself, or null. */
function circulo(de: string): string[] | null {
  const vistos = new Set<string>();
  const procurar = (arquivo: string, caminho: string[]): string[] | null => {
    for (const proximo of grafo.get(arquivo) ?? []) {
      if (proximo === de) return [...caminho, proximo];
      if (vistos.has(proximo)) continue;
      vistos.add(proximo);
      const achado = procurar(proximo, [...caminho, proximo]);
      if (achado) return achado;
    }
    return null;
  };
  return procurar(de, [de])?.map(nome) ?? null;
}

describe('the layers of src/', () => {
  it('keeps src/ui/ free of features', () => {
    const deUi = [...grafo].filter(([arquivo]) => dentro('ui')(arquivo));
    const subindo = deUi.flatMap(([arquivo, deps]) =>
      deps.filter(dentro('features')).map((dep) => `${nome(arquivo)} → ${nome(dep)}`),
    );
    expect(deUi.length).toBeGreaterThan(20);
    expect(subindo).toEqual([]);
  });

  it('lets a page import the addresses without importing the route table', () => {
    expect(grafo.get(path.join(src, 'app/caminhos.ts'))?.map(nome)).toEqual([]);
  });

  it('has no circle through the route table or a resource descriptor', () => {
    const descritores = [...grafo.keys()].filter((arquivo) => arquivo.endsWith(`${path.sep}recurso.ts`) && dentro('features')(arquivo));
    expect(descritores.length).toBeGreaterThanOrEqual(5);
    const circulos = [path.join(src, 'app/routes.ts'), ...descritores].map(circulo).filter(Boolean);
    expect(circulos).toEqual([]);
  });
});
