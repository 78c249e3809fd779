/**
 * The colours a tipo de serviço can take. Each comes with the text colour drawn on it (chips,
 * calendar blocks) and that pair keeps at least WCAG AA contrast (4.5:1), checked by the tests.
 */
export const CORES_TIPO_SERVICO = [
  { cor: '#1E5AA8', texto: '#FFFFFF', nome: 'Azul' },
  { cor: '#3949AB', texto: '#FFFFFF', nome: 'Anil' },
  { cor: '#6A3FB5', texto: '#FFFFFF', nome: 'Roxo' },
  { cor: '#AD1457', texto: '#FFFFFF', nome: 'Magenta' },
  { cor: '#C62828', texto: '#FFFFFF', nome: 'Vermelho' },
  { cor: '#B23C00', texto: '#FFFFFF', nome: 'Laranja' },
  { cor: '#8D5A00', texto: '#FFFFFF', nome: 'Âmbar' },
  { cor: '#5B6B00', texto: '#FFFFFF', nome: 'Oliva' },
  { cor: '#2E7D32', texto: '#FFFFFF', nome: 'Verde' },
  { cor: '#00695C', texto: '#FFFFFF', nome: 'Verde-azulado' },
  { cor: '#00668A', texto: '#FFFFFF', nome: 'Ciano' },
  { cor: '#546E7A', texto: '#FFFFFF', nome: 'Cinza-azulado' },
  { cor: '#6D4C41', texto: '#FFFFFF', nome: 'Marrom' },
  { cor: '#37474F', texto: '#FFFFFF', nome: 'Grafite' },
  { cor: '#FFD54F', texto: '#1A1A1A', nome: 'Amarelo' },
  { cor: '#A5D6A7', texto: '#1A1A1A', nome: 'Verde-claro' },
] as const;

export type CorTipoServico = (typeof CORES_TIPO_SERVICO)[number]['cor'];
export const COR_PADRAO: CorTipoServico = '#1E5AA8';

/** The palette entry of a colour (case-insensitive), or undefined when it is not one of ours. */
export function corDaPaleta(cor: string) {
  const wanted = cor.toUpperCase();
  return CORES_TIPO_SERVICO.find((entry) => entry.cor === wanted);
}

/** The text colour to draw on `cor`: the palette's, or the more readable of white and near-black. */
export function corDoTexto(cor: string): '#FFFFFF' | '#1A1A1A' {
  const entry = corDaPaleta(cor);
  if (entry) return entry.texto;
  return contraste(cor, '#FFFFFF') >= contraste(cor, '#1A1A1A') ? '#FFFFFF' : '#1A1A1A';
}

function luminancia(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two `#RRGGBB` colours, from 1 to 21. */
export function contraste(a: string, b: string): number {
  const [light, dark] = [luminancia(a), luminancia(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
