import { crc32 } from 'node:zlib';

/**
 * A ZIP archive of `entradas` (name → content), stored without compression, built record by
 * record (PKWARE APPNOTE.TXT §4.3): what a .docx or an .xlsx is made of.
 */
export function zip(entradas: Record<string, string>): Buffer {
  const locais: Buffer[] = [];
  const centrais: Buffer[] = [];
  let posicao = 0;
  for (const [nome, conteudo] of Object.entries(entradas)) {
    const nomeBytes = Buffer.from(nome);
    const dados = Buffer.from(conteudo);
    const crc = crc32(dados);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(dados.length, 18);
    local.writeUInt32LE(dados.length, 22);
    local.writeUInt16LE(nomeBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(dados.length, 20);
    central.writeUInt32LE(dados.length, 24);
    central.writeUInt16LE(nomeBytes.length, 28);
    central.writeUInt32LE(posicao, 42);
    locais.push(local, nomeBytes, dados);
    centrais.push(central, nomeBytes);
    posicao += local.length + nomeBytes.length + dados.length;
  }
  const diretorio = Buffer.concat(centrais);
  const fim = Buffer.alloc(22);
  fim.writeUInt32LE(0x06054b50, 0);
  fim.writeUInt16LE(Object.keys(entradas).length, 8);
  fim.writeUInt16LE(Object.keys(entradas).length, 10);
  fim.writeUInt32LE(diretorio.length, 12);
  fim.writeUInt32LE(posicao, 16);
  return Buffer.concat([...locais, diretorio, fim]);
}

const TIPOS = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

/** The smallest package of an Office file whose main part is `parte` (word/document.xml, xl/workbook.xml), plus `outras`. */
export function office(parte: string, outras: Record<string, string> = {}): Buffer {
  return zip({ '[Content_Types].xml': TIPOS, '_rels/.rels': '<Relationships/>', [parte]: '<document/>', ...outras });
}
