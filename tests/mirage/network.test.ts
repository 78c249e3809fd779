import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { demoClient } from '#mirage/demoClient';
import { useDemoServer } from './demoServer';

useDemoServer();

/** A real HTTP server standing in for the API host; it records what it is asked for. */
async function startApiHost(): Promise<{ origin: string; paths: string[]; bodies: string[]; server: Server }> {
  const paths: string[] = [];
  const bodies: string[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    paths.push(`${request.method} ${request.url}`);
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      bodies.push(body);
      // The test page's origin is jsdom's, so the answer must allow it (and its JSON body).
      response.writeHead(200, {
        'Content-Type': 'application/json',
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': 'Content-Type',
      });
      response.end(JSON.stringify({ status: 'ok' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, paths, bodies, server };
}

const close = (server: Server) => new Promise((resolve) => server.close(resolve));

describe('requests outside /api/data', () => {
  it('pass through to the real network', async () => {
    const host = await startApiHost();
    try {
      const response = await demoClient.get(`${host.origin}/api/health`);
      expect(response.data).toEqual({ status: 'ok' });
      expect(host.paths).toEqual(['GET /api/health']);
    } finally {
      await close(host.server);
    }
  });

  it('are not taken for demo calls even when they look alike', async () => {
    const host = await startApiHost();
    try {
      await demoClient.get(`${host.origin}/api/dataset/chat/ChatData`);
      expect(host.paths).toEqual(['GET /api/dataset/chat/ChatData']);
    } finally {
      await close(host.server);
    }
  });

  it('carry their body to the real network', async () => {
    const host = await startApiHost();
    try {
      await demoClient.post(`${host.origin}/api/auth/login`, { email: 'ana@exemplo.com.br' });
      expect(host.paths.at(-1)).toBe('POST /api/auth/login');
      expect(JSON.parse(host.bodies.at(-1) ?? '')).toEqual({ email: 'ana@exemplo.com.br' });
    } finally {
      await close(host.server);
    }
  });
});

describe('the demo client', () => {
  it('rejects with the data of the answer', async () => {
    await expect(demoClient.post('/api/data/blog/post', { title: 'nenhum' })).rejects.toEqual({
      code: 'nao_encontrado',
      message: 'Post not found',
    });
  });

  it("rejects with 'Wrong Services' when no answer comes back", async () => {
    const host = await startApiHost();
    await close(host.server);
    // jsdom reports the refused connection on the console as well; the rejection is what the screens see.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await expect(demoClient.get(`${host.origin}/api/health`)).rejects.toBe('Wrong Services');
    } finally {
      quiet.mockRestore();
    }
  });
});
