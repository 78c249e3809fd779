import { renderHook } from '@testing-library/react';
import { usePrimeirosAntes } from '../../src/ui/usePrimeirosAntes';

const linhas = Array.from({ length: 25 }, (_, indice) => `linha ${indice + 1}`);

/** Every draw's items, in order: the first draw is the one a phone paints before the transition. */
function desenhos(selecionado: number): string[][] {
  const vistos: string[][] = [];
  renderHook(() => {
    const desenhadas = usePrimeirosAntes(linhas, 12, selecionado);
    vistos.push(desenhadas);
    return desenhadas;
  });
  return vistos;
}

describe('usePrimeirosAntes', () => {
  it('draws the first 12 rows first, and all 25 in the draw after', () => {
    const vistos = desenhos(-1);
    expect(vistos[0]).toEqual(linhas.slice(0, 12));
    expect(vistos.at(-1)).toEqual(linhas);
  });

  it('draws the selected row in the first draw too, so a key that moved past the first rows finds it to focus', () => {
    const vistos = desenhos(19);
    expect(vistos[0]).toHaveLength(20);
    expect(vistos[0]?.at(-1)).toBe('linha 20');
    expect(vistos.at(-1)).toEqual(linhas);
  });
});
