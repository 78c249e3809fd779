import { connect, createServer, type Socket } from 'node:net';

export interface Proxy {
  url: string;
  /** Drops every open connection and every new one, as a lost signal does, until `religar`. */
  cortar: () => void;
  /**
   * Open connections carry nothing more from the server, and end only when a side ends them or
   * the client sends on them, as after a phone changed networks; new ones work.
   */
  congelar: () => void;
  religar: () => void;
  close: () => Promise<void>;
}

/**
 * A TCP proxy that hands each new client connection to the next backend, as a load balancer in
 * front of several API processes does. A backend that refuses the connection is skipped, so a
 * client's retry after a process died reaches one that lives.
 */
export async function proxyRodizio(portas: () => number[]): Promise<Proxy> {
  let proxima = 0;
  let recusando = false;
  const abertas = new Set<Socket>();
  const ligados = new Set<[Socket, Socket]>();
  const ligar = (cliente: Socket, tentativas: number) => {
    const lista = portas();
    if (recusando || tentativas === 0 || lista.length === 0) {
      cliente.destroy();
      return;
    }
    const porta = lista[proxima++ % lista.length]!;
    const backend = connect(porta, '127.0.0.1');
    abertas.add(backend);
    backend.once('close', () => abertas.delete(backend));
    let ligado = false;
    backend.on('error', () => {
      if (!ligado && !cliente.destroyed) ligar(cliente, tentativas - 1);
      else cliente.destroy();
    });
    backend.once('connect', () => {
      ligado = true;
      cliente.pipe(backend).pipe(cliente);
      cliente.resume();
      const par: [Socket, Socket] = [cliente, backend];
      ligados.add(par);
      backend.once('close', () => cliente.destroy());
      cliente.once('close', () => {
        ligados.delete(par);
        backend.destroy();
      });
    });
  };
  const server = createServer({ pauseOnConnect: true }, (cliente) => {
    abertas.add(cliente);
    cliente.once('close', () => abertas.delete(cliente));
    cliente.on('error', () => cliente.destroy());
    ligar(cliente, portas().length);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    cortar: () => {
      recusando = true;
      for (const socket of abertas) socket.destroy();
    },
    congelar: () => {
      for (const [cliente, backend] of ligados) {
        cliente.unpipe(backend);
        backend.unpipe(cliente);
        backend.pause();
        // A request sent on a dead connection fails, and the browser sends it again on a new one.
        cliente.on('data', () => cliente.destroy());
        cliente.resume();
      }
      ligados.clear();
    },
    religar: () => {
      recusando = false;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of abertas) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
