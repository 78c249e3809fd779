import { formatCoordenadas } from '#contract/coordenadas';

describe('coordinates', () => {
  it('writes a point with the language’s decimal sign and without trailing zeros, as the screen and the PDF both show it', () => {
    expect(formatCoordenadas({ latitude: -23.5614, longitude: -46.6559 }, 'pt-BR')).toBe('-23,5614, -46,6559');
    expect(formatCoordenadas({ latitude: -23.5614, longitude: -46.6559 }, 'en')).toBe('-23.5614, -46.6559');
  });

  it('keeps six decimals at most', () => {
    expect(formatCoordenadas({ latitude: -23.56168412, longitude: -46.6559813 }, 'pt-BR')).toBe('-23,561684, -46,655981');
  });
});
