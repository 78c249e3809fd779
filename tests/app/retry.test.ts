import { RETRY_FIRST_DELAY, RETRY_LIMIT, withRetries } from '../../src/i18n/retry';

/** A catalog loader that fails `falhas` times before it answers, and the waits asked between tries. */
function carregador(falhas: number) {
  const esperas: number[] = [];
  let tentativas = 0;
  const load = () => {
    tentativas += 1;
    return tentativas > falhas ? Promise.resolve('catálogo') : Promise.reject(new Error(`falha ${tentativas}`));
  };
  const wait = (ms: number) => {
    esperas.push(ms);
    return Promise.resolve();
  };
  return { load, wait, esperas, tentativas: () => tentativas };
}

describe('loading a catalog again after a failure', () => {
  it('tries again up to five times, waiting 350 ms and doubling each time', async () => {
    const { load, wait, esperas, tentativas } = carregador(RETRY_LIMIT);
    await expect(withRetries(load, wait)).resolves.toBe('catálogo');
    expect(tentativas()).toBe(RETRY_LIMIT + 1);
    expect(esperas).toEqual([350, 700, 1400, 2800, 5600]);
    expect(esperas[0]).toBe(RETRY_FIRST_DELAY);
  });

  it('gives up with the last error after the fifth retry', async () => {
    const { load, wait, esperas, tentativas } = carregador(RETRY_LIMIT + 1);
    await expect(withRetries(load, wait)).rejects.toThrow(`falha ${RETRY_LIMIT + 1}`);
    expect(tentativas()).toBe(RETRY_LIMIT + 1);
    expect(esperas).toHaveLength(RETRY_LIMIT);
  });

  it('answers at once when the first try works', async () => {
    const { load, wait, esperas } = carregador(0);
    await expect(withRetries(load, wait)).resolves.toBe('catálogo');
    expect(esperas).toEqual([]);
  });
});
