import { constants, inflateSync } from 'node:zlib';

/** Names that make a PDF run or open something by itself (ISO 32000-1 §12.6, §7.11.4), and the action run on opening. */
const NOMES_ATIVOS = ['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'AA'];
// A name ends at whitespace or a delimiter (§7.2.2); `#xx` inside it is one escaped byte (§7.3.5).
const NOME = /\/([^\0\t\n\f\r ()<>[\]{}/%]*)/g;
const FIM_DE_NOME = '(?=[\\0\\t\\n\\f\\r ()<>[\\]{}/%]|$)';
/** A name, each of its characters written plainly or escaped: the regex skips every other name a file holds. */
const escrito = (nome: string) =>
  [...nome].map((letra) => `(?:${letra}|#${letra.charCodeAt(0).toString(16).replace(/[a-f]/g, (digito) => `[${digito}${digito.toUpperCase()}]`)})`).join('');
const NOME_VIGIADO = new RegExp(`/(${[...NOMES_ATIVOS, 'OpenAction'].map(escrito).join('|')})${FIM_DE_NOME}`, 'g');
const INICIO_DE_STREAM = /(?<!end)stream(?:\r\n|\n)/g;
const FILTRO = /Decode$/;
/** Object streams hold objects compressed (§7.5.7); inflated they may not pass this, as a bomb would. */
const INFLADO_MAX = 64 * 1024 * 1024;
/** Enough of an object's body to read an action dictionary (a destination starts with `[`). */
const INICIO_MAX = 512;

const nomeReal = (nome: string) => nome.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const nomesEm = (texto: string) => [...texto.matchAll(NOME)].map((achado) => nomeReal(achado[1]!));

interface Objetos {
  /** The text outside the streams (whose bytes are images and fonts, where a name would be chance), and each object stream inflated. */
  textos: string[];
  /** How objects start, by "número geração": those object streams hold, and those already looked for. */
  corpos: Map<string, string>;
}

/** The objects an object stream holds: its header pairs each number with an offset from /First. */
function lerObjetosComprimidos(dicionario: string, dados: string, objetos: Objetos, inflado: number): number | null {
  const filtros = nomesEm(dicionario).filter((nome) => FILTRO.test(nome));
  const primeiro = /\/First\s+(\d+)/.exec(nomeReal(dicionario));
  if (filtros.length !== 1 || filtros[0] !== 'FlateDecode' || !primeiro) return null;
  let texto: string;
  try {
    const limite = { maxOutputLength: INFLADO_MAX - inflado, finishFlush: constants.Z_SYNC_FLUSH };
    texto = inflateSync(Buffer.from(dados, 'latin1'), limite).toString('latin1');
  } catch {
    return null;
  }
  const inicio = Number(primeiro[1]);
  const cabecalho = texto.slice(0, inicio).trim().split(/\s+/).map(Number);
  for (let par = 0; par + 1 < cabecalho.length; par += 2) {
    const corpo = inicio + cabecalho[par + 1]!;
    objetos.corpos.set(`${cabecalho[par]} 0`, texto.slice(corpo, corpo + INICIO_MAX));
  }
  objetos.textos.push(texto);
  return texto.length;
}

/** The PDF's objects where a name can be read; null when an object stream cannot be (another filter, broken or encrypted data, too large). */
function lerObjetos(texto: string): Objetos | null {
  const objetos: Objetos = { textos: [], corpos: new Map() };
  const fora: string[] = [];
  let inflado = 0;
  let posicao = 0;
  for (const inicio of texto.matchAll(INICIO_DE_STREAM)) {
    if (inicio.index < posicao) continue;
    const fim = texto.indexOf('endstream', inicio.index + inicio[0].length);
    if (fim < 0) break;
    const antes = texto.slice(posicao, inicio.index);
    fora.push(antes);
    const dicionario = antes.slice(Math.max(0, antes.lastIndexOf('endobj')));
    if (nomesEm(dicionario).includes('ObjStm')) {
      const lido = lerObjetosComprimidos(dicionario, texto.slice(inicio.index + inicio[0].length, fim), objetos, inflado);
      if (lido === null) return null;
      inflado += lido;
    }
    posicao = fim + 'endstream'.length;
  }
  fora.push(texto.slice(posicao));
  objetos.textos.push(fora.join('\n'));
  return objetos;
}

/** The dictionary `texto` starts with, up to its closing `>>`; null if it does not close within the text. */
function dicionarioNoInicio(texto: string): string | null {
  let profundidade = 0;
  for (let posicao = 0; posicao < texto.length - 1; posicao++) {
    const par = texto.slice(posicao, posicao + 2);
    if (par !== '<<' && par !== '>>') continue;
    profundidade += par === '<<' ? 1 : -1;
    posicao++;
    if (profundidade === 0) return texto.slice(0, posicao + 1);
  }
  return null;
}

/** How object `chave` ("número geração") starts, wherever it is; '' when it is nowhere. */
function corpoDoObjeto(objetos: Objetos, chave: string): string {
  const conhecido = objetos.corpos.get(chave);
  if (conhecido !== undefined) return conhecido;
  const cabecalho = new RegExp(`(?<![0-9])${chave.replace(' ', '\\s+')}\\s+obj\\b`);
  let corpo = '';
  for (const texto of objetos.textos) {
    const achado = cabecalho.exec(texto);
    if (!achado) continue;
    const inicio = achado.index + achado[0].length;
    corpo = texto.slice(inicio, inicio + INICIO_MAX);
    break;
  }
  objetos.corpos.set(chave, corpo);
  return corpo;
}

/**
 * An /OpenAction may show a page: a destination (`[page /Fit]`) or a GoTo action, inline or by
 * reference (§12.3.2, §12.6.4.2). Any other action, or one that cannot be read, acts on opening.
 */
function abreComAcao(valor: string, objetos: Objetos): boolean {
  const referencia = /^(\d+)\s+(\d+)\s+R/.exec(valor);
  const corpo = (referencia ? corpoDoObjeto(objetos, `${referencia[1]} ${referencia[2]}`) : valor).trimStart();
  if (corpo.startsWith('[')) return false;
  const acao = corpo.startsWith('<<') ? dicionarioNoInicio(corpo) : null;
  const tipos = acao ? [...nomeReal(acao).matchAll(/\/S\s*\/([^\0\t\n\f\r ()<>[\]{}/%]*)/g)].map((tipo) => tipo[1]) : [];
  return tipos.length === 0 || tipos.some((tipo) => tipo !== 'GoTo');
}

/**
 * Whether a PDF carries content that acts by itself: JavaScript, an action run on opening (other
 * than showing a page) or on an event, a program to launch or an embedded file; or hides its
 * objects where they cannot be read. Served only as downloads anyway, such files are still refused.
 */
export function pdfAtivo(bytes: Buffer): boolean {
  const objetos = lerObjetos(bytes.toString('latin1'));
  if (!objetos) return true;
  for (const texto of objetos.textos) {
    for (const achado of texto.matchAll(NOME_VIGIADO)) {
      if (nomeReal(achado[1]!) !== 'OpenAction') return true;
      const fim = achado.index + achado[0].length;
      if (abreComAcao(texto.slice(fim, fim + INICIO_MAX).trimStart(), objetos)) return true;
    }
  }
  return false;
}
