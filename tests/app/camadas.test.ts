import { readFileSync } from 'node:fs';
import path from 'node:path';
import { arquivos, destino, especificadores, importados, raiz, src } from '../support/app/importsDoSrc';

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

/** Where each import of `arquivo` points, relative or through an alias (tsconfig.json's `paths`, package.json's `imports`). */
function destinos(arquivo: string, texto = readFileSync(arquivo, 'utf8')): string[] {
  return especificadores(texto).flatMap((especificador) => destino(arquivo, especificador) ?? []);
}

/** The imports of the files under `pasta` that reach into one of `proibidas`, as "file → import". */
function descidas(pasta: string, proibidas: string[]): string[] {
  const fora = (destino: string) => proibidas.some((proibida) => destino.startsWith(path.join(raiz, proibida) + path.sep));
  return arquivos(path.join(raiz, pasta)).flatMap((arquivo) =>
    destinos(arquivo)
      .filter(fora)
      .map((destino) => `${path.relative(raiz, arquivo)} → ${path.relative(raiz, destino)}`),
  );
}

describe('the layers of the repository (docs/arquitetura.md)', () => {
  it('keeps the server, the build step included, out of the screens’ code', () => {
    expect(arquivos(path.join(raiz, 'server')).length).toBeGreaterThan(100);
    expect(descidas('server', ['src'])).toEqual([]);
  });

  it('keeps contract/ at the bottom, importing none of the others', () => {
    expect(descidas('contract', ['machines', 'server', 'src', 'mirage'])).toEqual([]);
  });

  it('sees where an import points, relative or through an alias', () => {
    const pwa = path.join(raiz, 'server/spa/pwa.ts');
    const texto = [
      "import { LIGHT_THEMES } from '../../src/theme/palettes';",
      "import { DEFAULT_SETTINGS } from '#machines/customizerSettings';",
      "import { PageSpinner } from '@/ui/PageSpinner';",
      "import { Box } from '@mui/material';",
    ].join('\n');
    expect(destinos(pwa, texto).map((alvo) => path.relative(raiz, alvo))).toEqual(['src/theme/palettes', 'machines/customizerSettings.ts', 'src/ui/PageSpinner']);
  });
});

describe('the imports of the repository', () => {
  // A module named by a specifier (static, import(), require, jest.mock and its kin), quoted any way.
  const subindo = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+|\b(?:require\w*|mock|doMock|unmock|createMockFromModule)\s*(?:<[^>]*>)?\(\s*)(['"`])((?:\.\.\/){3,}[^'"`]*)\1/gm;

  it('climb two folders at most: further off, an alias names the place (docs/arquitetura.md)', () => {
    const pastas = ['src', 'server', 'machines', 'contract', 'mirage', 'tests'];
    const subidas = pastas
      .flatMap((pasta) => arquivos(path.join(raiz, pasta)))
      .flatMap((arquivo) => [...readFileSync(arquivo, 'utf8').matchAll(subindo)].map((m) => `${path.relative(raiz, arquivo)}: ${m[2]}`));
    expect(subidas).toEqual([]);
  });

  it('sees a climb however the module is named', () => {
    // Written climbing, these lines would be caught in this file by the test above.
    const tres = '../'.repeat(3);
    const texto = [
      `import { a } from '${tres}ui/a';`,
      `import '${tres}ui/efeito';`,
      `const b = await import(\`${tres}ui/\${nome}\`);`,
      `jest.mock("${tres}ui/c", () => ({}));`,
      `const d = jest.requireActual<typeof import('#mirage/d')>('${tres}mirage/d');`,
      "import { e } from '../../ui/e';",
      "const raiz = path.resolve(__dirname, '../../..');",
    ].join('\n');
    expect([...texto.matchAll(subindo)].map((m) => m[2])).toEqual([`${tres}ui/a`, `${tres}ui/efeito`, `${tres}ui/\${nome}`, `${tres}ui/c`, `${tres}mirage/d`]);
  });
});
