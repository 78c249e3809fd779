import { buildTestApp } from '../support/api/buildTestApp';
import { comTextos } from '../support/api/respostasDeErro';

describe('GET /api/health', () => {
  it('answers ok with the engine once the database answers', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('answers an unknown /api path with 404 JSON in Portuguese', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/nada-aqui' });
    expect(response.statusCode).toBe(404);
    expect(comTextos(response.json())).toEqual({ code: 'rota_nao_encontrada', message: 'Rota não encontrada: GET /api/nada-aqui' });
  });
});
