import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

/** A receiver that has not answered in this time failed this attempt. */
const PRAZO_MS = 10_000;

export type Resposta = { codigo: number } | { erro: string };

/**
 * POSTs the body to the receiver, connecting only to `enderecos` (already checked by
 * resolverDestino), never following a redirect: a receiver cannot send the request elsewhere.
 */
export function enviar(url: URL, enderecos: LookupAddress[], headers: Record<string, string>, corpo: string): Promise<Resposta> {
  const fixo: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, enderecos);
    else callback(null, enderecos[0]!.address, enderecos[0]!.family);
  };
  const cliente = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const pedido = cliente.request(
      url,
      {
        method: 'POST',
        lookup: fixo,
        timeout: PRAZO_MS,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(corpo)), 'user-agent': 'Prumo-Webhooks/1' },
      },
      (resposta) => {
        // Only the status matters; the body is read and dropped so the socket is freed.
        resposta.resume();
        resposta.on('end', () => resolve({ codigo: resposta.statusCode ?? 0 }));
        resposta.on('error', (error) => resolve({ erro: error.message }));
      },
    );
    pedido.on('timeout', () => pedido.destroy(new Error(`Sem resposta em ${PRAZO_MS / 1000} s.`)));
    pedido.on('error', (error) => resolve({ erro: error.message }));
    pedido.end(corpo);
  });
}
