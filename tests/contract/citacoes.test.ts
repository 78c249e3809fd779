import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const raiz = path.resolve(__dirname, '../..');
const PASTAS = ['contract', 'machines', 'mirage', 'server', 'src', 'tests', 'docs'];
// Documents the repository does not hold: a reader of the code cannot follow them.
const FORA_DO_REPOSITORIO = /\bspec §|DESIGN\.md|STYLE\.md|design-card/;

function arquivos(pasta: string): string[] {
  return readdirSync(pasta, { withFileTypes: true }).flatMap((entrada) => {
    const caminho = path.join(pasta, entrada.name);
    if (entrada.isDirectory()) return entrada.name === 'locales' ? [] : arquivos(caminho);
    return /\.(ts|tsx|md)$/.test(entrada.name) ? [caminho] : [];
  });
}

it('cites in comments and docs only what the repository holds', () => {
  const citam = [...PASTAS.flatMap((pasta) => arquivos(path.join(raiz, pasta))), path.join(raiz, 'README.md')]
    .filter((arquivo) => arquivo !== __filename && FORA_DO_REPOSITORIO.test(readFileSync(arquivo, 'utf8')))
    .map((arquivo) => path.relative(raiz, arquivo));
  expect(citam).toEqual([]);
});
