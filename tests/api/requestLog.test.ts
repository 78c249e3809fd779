import { buildTestApp } from '../support/api/buildTestApp';

type Linha = { level: number; msg: string; reqId: string; req?: { method: string; url: string }; res?: { statusCode: number }; responseTime?: number };

async function logDe(level: 'info' | 'debug') {
  const linhas: Linha[] = [];
  const app = await buildTestApp({ logger: { level, stream: { write: (linha: string) => void linhas.push(JSON.parse(linha) as Linha) } } });
  const response = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': `pedido-${level}` } });
  expect(response.statusCode).toBe(200);
  return linhas.filter((linha) => linha.reqId === `pedido-${level}`);
}

describe('the request log', () => {
  it('writes one line per request, when it is answered, with method, path, status and time', async () => {
    expect(await logDe('info')).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: '/api/health' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it('at debug level also writes each request as it arrives', async () => {
    const linhas = await logDe('debug');
    expect(linhas.map((linha) => linha.msg)).toEqual(['incoming request', 'request completed']);
    expect(linhas[0]?.req).toEqual(expect.objectContaining({ method: 'GET', url: '/api/health' }));
  });
});
