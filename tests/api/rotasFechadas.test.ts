import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../support/api/buildTestApp';

interface Operacao {
  security?: unknown[];
}

/** Every operation the API documents, as `METHOD /path` with the path's parameters filled in. */
function operacoes(app: FastifyInstance) {
  const paths = (app.swagger() as { paths: Record<string, Record<string, Operacao>> }).paths;
  return Object.entries(paths).flatMap(([path, porMetodo]) =>
    Object.entries(porMetodo).map(([metodo, operacao]) => ({
      rota: `${metodo.toUpperCase()} ${path}`,
      url: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
      metodo: metodo.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      publica: !operacao.security,
    })),
  );
}

// The routes anyone may call. A route is closed unless it says otherwise; one that opens must be
// added here on purpose.
const PUBLICAS = [
  'GET /api/health/',
  'POST /api/auth/register',
  'POST /api/auth/confirmar-email',
  'GET /api/auth/convite/{token}',
  'POST /api/auth/login',
  'POST /api/auth/two-steps',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'GET /api/relatorios/{token}',
  'GET /api/relatorios/{token}/pdf',
  'GET /api/relatorios/{token}/logo',
  'GET /api/relatorios/{token}/arquivos/{arquivo_id}',
];

describe('the routes under /api are closed unless they say so', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.ready();
  });

  it('documents as open only the routes meant to be', () => {
    expect(operacoes(app).filter(({ publica }) => publica).map(({ rota }) => rota).sort()).toEqual([...PUBLICAS].sort());
  });

  it('answers every other route 401 without a session, before reading what was sent', async () => {
    const fechadas = operacoes(app).filter(({ publica }) => !publica);
    expect(fechadas.length).toBeGreaterThan(40);
    for (const { rota, url, metodo } of fechadas) {
      const response = await app.inject({ method: metodo, url, payload: metodo === 'GET' || metodo === 'DELETE' ? undefined : {} });
      expect({ rota, status: response.statusCode, code: response.json<{ code: string }>().code }).toEqual({ rota, status: 401, code: 'nao_autenticado' });
    }
  });
});
