// The records of a ZIP archive (PKWARE APPNOTE.TXT §4.3), read where the format puts them.
const FIM_DO_DIRETORIO = 0x06054b50;
const ENTRADA_CENTRAL = 0x02014b50;
const ENTRADA_LOCAL = 0x04034b50;
const FIM_TAMANHO = 22;
const CENTRAL_TAMANHO = 46;
const LOCAL_TAMANHO = 30;
const COMENTARIO_MAX = 0xffff;

/** Where the end-of-central-directory record starts: the last one whose comment ends the file. */
function fimDoDiretorio(bytes: Buffer): number | null {
  for (let posicao = bytes.length - FIM_TAMANHO; posicao >= Math.max(0, bytes.length - FIM_TAMANHO - COMENTARIO_MAX); posicao--) {
    if (bytes.readUInt32LE(posicao) === FIM_DO_DIRETORIO && posicao + FIM_TAMANHO + bytes.readUInt16LE(posicao + 20) === bytes.length) {
      return posicao;
    }
  }
  return null;
}

/** Whether a local header at `posicao`, before the central directory, names the same entry. */
function entradaLocal(bytes: Buffer, posicao: number, nome: Buffer, diretorio: number): boolean {
  if (posicao + LOCAL_TAMANHO > diretorio || bytes.readUInt32LE(posicao) !== ENTRADA_LOCAL) return false;
  const tamanho = bytes.readUInt16LE(posicao + 26);
  return posicao + LOCAL_TAMANHO + tamanho <= diretorio && bytes.subarray(posicao + LOCAL_TAMANHO, posicao + LOCAL_TAMANHO + tamanho).equals(nome);
}

/**
 * The entry names a ZIP archive's central directory lists, each backed by its local header, or
 * null when the bytes are not one well-formed single-disk archive without ZIP64 (an upload is far
 * below its limits): names found elsewhere in the bytes, a second name for one entry, data after
 * the end record or a directory that runs past it do not make a ZIP.
 */
export function zipEntradas(bytes: Buffer): string[] | null {
  const fim = fimDoDiretorio(bytes);
  if (fim === null) return null;
  const total = bytes.readUInt16LE(fim + 10);
  const inicio = bytes.readUInt32LE(fim + 16);
  const umDisco = bytes.readUInt16LE(fim + 4) === 0 && bytes.readUInt16LE(fim + 6) === 0 && bytes.readUInt16LE(fim + 8) === total;
  if (!umDisco || inicio + bytes.readUInt32LE(fim + 12) !== fim) return null;
  const nomes = new Set<string>();
  let posicao = inicio;
  for (let entrada = 0; entrada < total; entrada++) {
    if (posicao + CENTRAL_TAMANHO > fim || bytes.readUInt32LE(posicao) !== ENTRADA_CENTRAL) return null;
    const tamanhoNome = bytes.readUInt16LE(posicao + 28);
    const seguinte = posicao + CENTRAL_TAMANHO + tamanhoNome + bytes.readUInt16LE(posicao + 30) + bytes.readUInt16LE(posicao + 32);
    if (seguinte > fim) return null;
    const nome = bytes.subarray(posicao + CENTRAL_TAMANHO, posicao + CENTRAL_TAMANHO + tamanhoNome);
    if (!entradaLocal(bytes, bytes.readUInt32LE(posicao + 42), nome, inicio)) return null;
    const texto = nome.toString('latin1');
    if (nomes.has(texto)) return null;
    nomes.add(texto);
    posicao = seguinte;
  }
  return posicao === fim ? [...nomes] : null;
}
