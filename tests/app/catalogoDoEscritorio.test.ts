import { readFileSync } from 'node:fs';
import path from 'node:path';
import { arquivoEm, arquivos, destino, importados, raiz, src } from '../support/app/importsDoSrc';

/**
 * The back-office's texts are in a catalog of their own, which only its pages load (src/app/pagina.ts):
 * a file whose texts are there, drawn by any other page, would show ids instead of words. So no
 * import chain from the app's entry reaches such a file but through a back-office page.
 */
const comTextosNoEscritorio = new Set(
  [...readFileSync(path.join(src, 'locales/pt-BR/escritorio.po'), 'utf8').matchAll(/^#: (\S+)/gm)].map((m) => path.join(raiz, m[1]!)),
);
const doEscritorio = (arquivo: string) => comTextosNoEscritorio.has(arquivo);

const todos = arquivos(src);
const grafo = new Map(todos.map((arquivo) => [arquivo, importados(arquivo, { semTipos: true })]));

/** The modules each back-office page is loaded from: page(() => import(x), …, 'escritorio') and listaPage likewise. */
const paginasDoEscritorio = todos.flatMap((arquivo) =>
  [...readFileSync(arquivo, 'utf8').matchAll(/\b(?:page|listaPage)\(\(\) => import\('([.#@][^']*)'\), '\w+', 'escritorio'\)/g)].map((m) => {
    const base = destino(arquivo, m[1]!) ?? m[1]!;
    return arquivoEm(base) ?? base;
  }),
);

/** Every file the entry reaches without going through a back-office page, with the chain that reaches it. */
function alcancados(): Map<string, string[]> {
  const entrada = path.join(src, 'index.tsx');
  const vistos = new Map([[entrada, [entrada]]]);
  const fila = [entrada];
  for (let atual = fila.shift(); atual; atual = fila.shift()) {
    for (const proximo of grafo.get(atual) ?? []) {
      if (vistos.has(proximo) || paginasDoEscritorio.includes(proximo)) continue;
      vistos.set(proximo, [...vistos.get(atual)!, proximo]);
      fila.push(proximo);
    }
  }
  return vistos;
}

describe('the back-office catalog (lingui.config.ts ESCRITORIO)', () => {
  it('holds the texts of the back-office pages', () => {
    expect(comTextosNoEscritorio.size).toBeGreaterThan(50);
  });

  const alcance = alcancados();

  it('knows the back-office pages and reaches the field pages without them', () => {
    expect(paginasDoEscritorio.length).toBeGreaterThanOrEqual(20);
    expect(paginasDoEscritorio.filter((pagina) => !grafo.has(pagina))).toEqual([]);
    for (const campo of ['features/meu-dia/MeuDiaPage.tsx', 'features/atividades/AtividadeDetalhesPage.tsx', 'features/atividades/AtividadesListaPage.tsx']) {
      expect(alcance.has(path.join(src, campo))).toBe(true);
    }
  });

  it('is drawn by no other page', () => {
    const vazamentos = [...alcance]
      .filter(([arquivo]) => doEscritorio(arquivo))
      .map(([, cadeia]) => cadeia.map((arquivo) => path.relative(src, arquivo)).join(' → '));
    expect(vazamentos).toEqual([]);
  });
});
