import { comPrazo, SEM_RESPOSTA_A_TEMPO } from '../../src/http/prazo';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A call that answers only when the test says, and tells whether it was aborted. */
function chamadaPendente() {
  let responder = (_valor: string) => {};
  let avancar = () => {};
  let sinal: AbortSignal | undefined;
  const chamada = (signal: AbortSignal, avancou: () => void) => {
    sinal = signal;
    avancar = avancou;
    return new Promise<string>((resolve) => (responder = resolve));
  };
  return { chamada, responder: (valor: string) => responder(valor), avancar: () => avancar(), abortada: () => sinal?.aborted };
}

it('gives a call up after its time without an answer, aborting it, as a call with no answer', async () => {
  const { chamada, abortada } = chamadaPendente();
  const resultado = comPrazo(30_000, chamada).catch((error: unknown) => error);
  await jest.advanceTimersByTimeAsync(29_999);
  expect(abortada()).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(await resultado).toEqual(SEM_RESPOSTA_A_TEMPO);
  expect(SEM_RESPOSTA_A_TEMPO).toMatchObject({ status: null, prazo: true });
  expect(abortada()).toBe(true);
});

it('keeps an upload going while it moves, and gives it up once it stops moving', async () => {
  const { chamada, avancar, abortada } = chamadaPendente();
  const resultado = comPrazo(60_000, chamada).catch((error: unknown) => error);
  for (let passo = 0; passo < 5; passo++) {
    await jest.advanceTimersByTimeAsync(50_000);
    avancar();
  }
  expect(abortada()).toBe(false);
  await jest.advanceTimersByTimeAsync(60_000);
  expect(await resultado).toEqual(SEM_RESPOSTA_A_TEMPO);
});

it('answers what the call answers in time, and leaves no timer behind', async () => {
  const { chamada, responder } = chamadaPendente();
  const resultado = comPrazo(30_000, chamada);
  responder('ok');
  expect(await resultado).toBe('ok');
  expect(jest.getTimerCount()).toBe(0);
});
