import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList } from 'node:net';
import type { CodigoDoCampo } from '#contract/mensagensDoCampo';
import { urlDeWebhook } from '#contract/webhooks';

/**
 * Where a webhook may not send: loopback, private, shared (CGNAT), link-local, benchmark,
 * multicast and reserved addresses, in IPv4 and IPv6. A receiver's address that led inside the
 * server's network would let an admin make the server call its neighbours (SSRF).
 */
const internos = new BlockList();
for (const [rede, prefixo] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  internos.addSubnet(rede, prefixo, 'ipv4');
}
for (const [rede, prefixo] of [
  ['::', 128],
  ['::1', 128],
  // IPv4-mapped and IPv4-compatible addresses would reach the IPv4 ranges above; no public
  // receiver's name resolves to them.
  ['::ffff:0:0', 96],
  ['::', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  internos.addSubnet(rede, prefixo, 'ipv6');
}

export function enderecoInterno({ address, family }: LookupAddress): boolean {
  return internos.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

export type Destino = { ok: true; url: URL; enderecos: LookupAddress[] } | { ok: false; motivo: CodigoDoCampo & ('url_invalida' | 'destino_privado' | 'destino_desconhecido') };

/**
 * Resolves the receiver's host and checks every address it has, on creation and again before
 * each delivery, which then connects to these very addresses: a name that resolved to a public
 * address for the check cannot rebind to an internal one for the request.
 */
export async function resolverDestino(texto: string, permitirInternos: boolean): Promise<Destino> {
  const url = urlDeWebhook(texto);
  if (!url) return { ok: false, motivo: 'url_invalida' };
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let enderecos: LookupAddress[];
  try {
    enderecos = await lookup(host, { all: true, verbatim: true });
  } catch {
    return { ok: false, motivo: 'destino_desconhecido' };
  }
  if (enderecos.length === 0) return { ok: false, motivo: 'destino_desconhecido' };
  if (!permitirInternos && enderecos.some(enderecoInterno)) return { ok: false, motivo: 'destino_privado' };
  return { ok: true, url, enderecos };
}
