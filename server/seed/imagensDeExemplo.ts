import { crc32, deflateSync } from 'node:zlib';

type Cor = readonly [number, number, number];

function bloco(tipo: string, dados: Buffer): Buffer {
  const tamanho = Buffer.alloc(4);
  tamanho.writeUInt32BE(dados.length);
  const corpo = Buffer.concat([Buffer.from(tipo, 'latin1'), dados]);
  const soma = Buffer.alloc(4);
  soma.writeUInt32BE(crc32(corpo) >>> 0);
  return Buffer.concat([tamanho, corpo, soma]);
}

/** A truecolor PNG drawn pixel by pixel. */
function png(largura: number, altura: number, pixel: (x: number, y: number) => Cor): Buffer {
  const linhas = Buffer.alloc((largura * 3 + 1) * altura);
  for (let y = 0; y < altura; y++) {
    const inicio = y * (largura * 3 + 1);
    for (let x = 0; x < largura; x++) linhas.set(pixel(x, y), inicio + 1 + x * 3);
  }
  const cabecalho = Buffer.alloc(13);
  cabecalho.writeUInt32BE(largura, 0);
  cabecalho.writeUInt32BE(altura, 4);
  cabecalho.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    bloco('IHDR', cabecalho),
    bloco('IDAT', deflateSync(linhas)),
    bloco('IEND', Buffer.alloc(0)),
  ]);
}

const PECAS: readonly Cor[] = [
  [46, 125, 50],
  [30, 90, 168],
  [198, 40, 40],
  [239, 108, 0],
  [96, 125, 139],
];

/**
 * A stand-in for a photo taken on site (sky, floor, the equipment as a block), varied by
 * `semente`, so the demo's reports show images without shipping any.
 */
export function fotoDeExemplo(semente: number): Buffer {
  const [largura, altura] = [320, 240];
  const peca = PECAS[semente % PECAS.length]!;
  const x0 = 60 + ((semente * 37) % 120);
  const y0 = 70 + ((semente * 23) % 50);
  return png(largura, altura, (x, y) => {
    if (x >= x0 && x < x0 + 110 && y >= y0 && y < y0 + 90) return x - x0 < 6 || y - y0 < 6 ? [40, 40, 40] : peca;
    if (y < 150) return [200 - Math.round(y * 0.4), 220 - Math.round(y * 0.3), 240];
    return [150 - Math.round((y - 150) * 0.3), 140 - Math.round((y - 150) * 0.3), 120];
  });
}

/** A signature's stand-in: a pen's loops across a white strip, varied by `semente`. */
export function assinaturaDeExemplo(semente: number): Buffer {
  const [largura, altura] = [360, 120];
  const tinta = new Uint8Array(largura * altura);
  const voltas = 3 + (semente % 3);
  for (let passo = 0; passo <= 2000; passo++) {
    const t = passo / 2000;
    const x = 30 + t * 300 + 18 * Math.sin(t * Math.PI * 2 * voltas);
    const y = 60 + 28 * Math.sin(t * Math.PI * (voltas + 1) + semente) * (1 - t * 0.4);
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) tinta[Math.round(y + dy) * largura + Math.round(x + dx)] = 1;
    }
  }
  return png(largura, altura, (x, y) => (tinta[y * largura + x] ? [20, 20, 60] : [255, 255, 255]));
}
