import { readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A real photo (1024×768 JPEG, about 230 kB), as a phone sends one after the screen resizes it. */
export const FOTO_JPEG = readFileSync(path.join(__dirname, 'imagens', 'foto.jpg'));

function bloco(tipo: string, dados: Buffer): Buffer {
  const tamanho = Buffer.alloc(4);
  tamanho.writeUInt32BE(dados.length);
  const corpo = Buffer.concat([Buffer.from(tipo, 'ascii'), dados]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(corpo));
  return Buffer.concat([tamanho, corpo, crc]);
}

function png(largura: number, altura: number, tipoDeCor: number, pixels: Buffer): Buffer {
  const cabecalho = Buffer.alloc(13);
  cabecalho.writeUInt32BE(largura, 0);
  cabecalho.writeUInt32BE(altura, 4);
  cabecalho.set([8, tipoDeCor, 0, 0, 0], 8); // 8 bits
  const assinatura = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([assinatura, bloco('IHDR', cabecalho), bloco('IDAT', pixels), bloco('IEND', Buffer.alloc(0))]);
}

/** A real PNG that any decoder reads: `largura`×`altura`, a dark stroke on white, like a signature. */
export function pngReal(largura = 300, altura = 100): Buffer {
  const linhas: Buffer[] = [];
  for (let y = 0; y < altura; y += 1) {
    const linha = Buffer.alloc(1 + largura * 3, 255);
    linha[0] = 0;
    for (let x = 0; x < largura; x += 1) {
      if (Math.abs(y - altura / 2 - Math.sin(x / 20) * altura * 0.3) < 2) linha.fill(30, 1 + x * 3, 4 + x * 3);
    }
    linhas.push(linha);
  }
  return png(largura, altura, 2, deflateSync(Buffer.concat(linhas))); // RGB
}

/** A PNG whose header declares an RGBA image and whose pixels are not compressed data: the upload takes it, no decoder reads it. */
export function pngComAlfaIlegivel(): Buffer {
  return png(300, 100, 6, Buffer.from('sem pixels'));
}

/** The same image as a lossy WebP, the way a browser or an app that prefers it sends one. */
export function webp(imagem: Buffer): Promise<Buffer> {
  return sharp(imagem).webp().toBuffer();
}
