import { paginasDoTeste } from './browser';

beforeEach(() => {
  paginasDoTeste.dentroDeUmTeste = true;
});

afterEach(async () => {
  paginasDoTeste.dentroDeUmTeste = false;
  const abertas = [...paginasDoTeste.abertas];
  paginasDoTeste.abertas.clear();
  await Promise.all(abertas.map((context) => context.close()));
});
