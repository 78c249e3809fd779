// Reads a PDF from standard input with PDF.js and prints as JSON its pages' size and text, the
// images each page paints and its title: the API tests check the report's PDF with a real parser.
// A separate process, because PDF.js is an ES module.
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** `m` applied after `n`, as the content stream's `cm` composes a matrix with the one in force. */
const compor = ([a, b, c, d, e, f], [na, nb, nc, nd, ne, nf]) => [
  a * na + b * nc,
  a * nb + b * nd,
  c * na + d * nc,
  c * nb + d * nd,
  e * na + f * nc + ne,
  e * nb + f * nd + nf,
];

/** Each image painted on the page: its pixels, and the box it fills in points from the page's top left. */
async function imagensDa(pagina, alturaDaPagina) {
  const { fnArray, argsArray } = await pagina.getOperatorList();
  const imagens = [];
  const pilha = [];
  let matriz = [1, 0, 0, 1, 0, 0];
  fnArray.forEach((operacao, indice) => {
    const args = argsArray[indice];
    if (operacao === OPS.save) pilha.push(matriz);
    else if (operacao === OPS.restore) matriz = pilha.pop() ?? matriz;
    else if (operacao === OPS.transform) matriz = compor(args, matriz);
    else if (operacao === OPS.paintImageXObject || operacao === OPS.paintInlineImageXObject) {
      // An image fills the unit square of the matrix in force.
      const cantos = [[0, 0], [1, 0], [0, 1], [1, 1]].map(([x, y]) => [x * matriz[0] + y * matriz[2] + matriz[4], x * matriz[1] + y * matriz[3] + matriz[5]]);
      const xs = cantos.map(([x]) => x);
      const ys = cantos.map(([, y]) => y);
      const arredondar = (valor) => Math.round(valor * 100) / 100;
      const objeto = operacao === OPS.paintImageXObject ? { largura: args[1], altura: args[2] } : { largura: args[0].width, altura: args[0].height };
      imagens.push({
        ...objeto,
        caixa: {
          x: arredondar(Math.min(...xs)),
          y: arredondar(alturaDaPagina - Math.max(...ys)),
          largura: arredondar(Math.max(...xs) - Math.min(...xs)),
          altura: arredondar(Math.max(...ys) - Math.min(...ys)),
        },
      });
    }
  });
  return imagens;
}

const partes = [];
for await (const parte of process.stdin) partes.push(parte);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(partes)), verbosity: 0, isEvalSupported: false }).promise;
const paginas = [];
for (let numero = 1; numero <= pdf.numPages; numero += 1) {
  const pagina = await pdf.getPage(numero);
  const [x0, y0, x1, y1] = pagina.view;
  const [largura, altura] = [x1 - x0, y1 - y0];
  const conteudo = await pagina.getTextContent();
  paginas.push({
    largura,
    altura,
    texto: conteudo.items.map((item) => ('str' in item ? item.str : '')).join(' '),
    imagens: await imagensDa(pagina, altura),
  });
}
const { info } = await pdf.getMetadata();
process.stdout.write(JSON.stringify({ paginas, titulo: info?.Title ?? null }));
