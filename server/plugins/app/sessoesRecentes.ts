import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { SessaoLida } from '../../db/repositories/sessoes';
import type { TokenApiLido } from '../../db/repositories/tokensApi';

/**
 * How long a session read from the database answers for its token without reading it again. A
 * page opens with a burst of requests with the same token; each would otherwise begin with the
 * same query, most of what a cheap route costs. A change made through this process (sign-out,
 * papel, profile, company) is seen at once, since every request that may write forgets them all;
 * one made by another process or straight in the database is seen after at most this long.
 */
export const SESSAO_RECENTE_MS = 2_000;
/** Enough for every person signed in to a busy server; past it, the oldest reading goes. */
const LIMITE = 10_000;
const SO_LEITURA = new Set(['GET', 'HEAD', 'OPTIONS']);

interface Leitura {
  sessao: object;
  lidaEm: number;
}

export interface SessoesRecentes {
  /**
   * The session of the token whose hash is `hash`, from a recent reading or from `ler`. An API
   * token's reading (`TokenApiLido`) is kept the same way, under a key of its own.
   */
  buscar<T extends SessaoLida | TokenApiLido>(hash: string, ler: () => Promise<T | undefined>): Promise<T | undefined>;
  esquecerTodas(): void;
  /** Calls `ouvinte` after each esquecerTodas: a write through this process may have ended a session. */
  aoEsquecer(ouvinte: () => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessoesRecentes: SessoesRecentes;
  }
}

export function criarSessoesRecentes(agora: () => number): SessoesRecentes {
  const leituras = new Map<string, Leitura>();
  // A reading that began before a write and ends after it must not be kept: it may be older than the write.
  let geracao = 0;
  const ouvintes: (() => void)[] = [];
  return {
    async buscar(hash, ler) {
      const recente = leituras.get(hash);
      // The key says what was read: a session's hash, or an API token's under its own prefix.
      if (recente && agora() - recente.lidaEm < SESSAO_RECENTE_MS) return recente.sessao as never;
      const inicio = geracao;
      const lidaEm = agora();
      const sessao = await ler();
      if (sessao && inicio === geracao) {
        leituras.delete(hash);
        leituras.set(hash, { sessao, lidaEm });
        if (leituras.size > LIMITE) leituras.delete(leituras.keys().next().value as string);
      }
      return sessao;
    },
    esquecerTodas() {
      geracao += 1;
      leituras.clear();
      for (const ouvinte of ouvintes) ouvinte();
    },
    aoEsquecer(ouvinte) {
      ouvintes.push(ouvinte);
    },
  };
}

/** The app's recent sessions, forgotten by every request that may have written, before it is answered. */
export const sessoesRecentes = fp(
  async function sessoesRecentes(app: FastifyInstance) {
    const recentes = criarSessoesRecentes(() => app.clock().getTime());
    app.decorate('sessoesRecentes', recentes);
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (!SO_LEITURA.has(request.method)) recentes.esquecerTodas();
      done(null, payload);
    });
  },
  { name: 'sessoes-recentes' },
);
