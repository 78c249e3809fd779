// Reads a PDF from standard input with PDF.js and prints its pages' text as JSON: the API tests
// check the report's PDF with a real parser. A separate process, because PDF.js is an ES module.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const partes = [];
for await (const parte of process.stdin) partes.push(parte);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(partes)), verbosity: 0, isEvalSupported: false }).promise;
const paginas = [];
for (let numero = 1; numero <= pdf.numPages; numero += 1) {
  const conteudo = await (await pdf.getPage(numero)).getTextContent();
  paginas.push(conteudo.items.map((item) => ('str' in item ? item.str : '')).join(' '));
}
const { info } = await pdf.getMetadata();
process.stdout.write(JSON.stringify({ paginas, titulo: info?.Title ?? null }));
