/** A point on the map, in decimal degrees. */
export interface Coordenadas {
  latitude: number;
  longitude: number;
}

/**
 * "-23,5614, -46,6559" in Portuguese, "-23.5614, -46.6559" in English: six decimals at most (about
 * 10 cm) with the language's decimal sign, so the screen (the reader's language) and the PDF
 * (pt-BR) write a point the same way.
 */
export function formatCoordenadas({ latitude, longitude }: Coordenadas, locale: string): string {
  const numero = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 });
  return `${numero.format(latitude)}, ${numero.format(longitude)}`;
}
