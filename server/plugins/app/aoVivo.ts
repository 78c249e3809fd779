import { EventEmitter } from 'node:events';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import type { EventoDaEmpresa } from '#contract/aoVivo';

declare module 'fastify' {
  interface FastifyInstance {
    aoVivo: AoVivo;
  }
}

export interface AoVivo {
  /**
   * Tells every listener of the company, in this process and (with REDIS_URL) in the others; fails
   * when Redis did not take it. Only the publisher of the outbox calls it (saidaAoVivo.ts): a change
   * is told once its transaction committed, never from a route.
   */
  publicar(empresaId: string, evento: EventoDaEmpresa): Promise<void>;
  /**
   * Listens to one company's changes until the returned function is called, each with its id;
   * given `desde` (a stream's Last-Event-ID), the ones published after it are heard first.
   */
  assinar(empresaId: string, ouvinte: (evento: EventoDaEmpresa, id: string) => void, desde?: string): () => void;
  /**
   * The id of the company's latest change: what a stream that has heard nothing yet names when it
   * reconnects, so that the changes made while it was away still reach it.
   */
  posicao(empresaId: string): Promise<string>;
}

const CHAVE = 'prumo:ao-vivo';
/** Each company's own copy of its changes, under the shared stream's ids: what a reconnecting stream reads. */
const chaveDaEmpresa = (empresaId: string) => `${CHAVE}:${empresaId}`;
/** The changes kept for a stream that reconnects: a few minutes of a busy installation, in each stream. */
const GUARDADOS = 10_000;
/** A company's copy outlives its last change by a day: a screen away longer reloads its list anyway. */
const COPIA_DURA_MS = 24 * 60 * 60 * 1000;
/**
 * Appends to the shared stream, which every process reads, and to the company's copy under the
 * same id, in one script: Redis runs it whole, so two processes' changes of one company reach
 * its copy in the shared stream's order (a copy's ids must only grow).
 */
const PUBLICAR = `local id = redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[1], '*', 'm', ARGV[2])
redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[1], id, 'm', ARGV[2])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
return id`;

interface Mensagem {
  empresaId: string;
  evento: EventoDaEmpresa;
}

interface Guardada {
  id: string;
  mensagem: Mensagem;
}

/** Redis stream ids (`ms-seq`) and this process's counter alike, in order. */
function depois(id: string, de: string): boolean {
  const [a = 0, b = 0] = id.split('-').map(Number);
  const [c = 0, d = 0] = de.split('-').map(Number);
  return a > c || (a === c && b > d);
}

/**
 * Changes of a company's records, for the screens that show them live (server-sent events).
 * Without Redis the listeners are this process's; with REDIS_URL every process appends to one
 * Redis stream and reads it back, so a change made on one API process reaches a screen served by
 * another. A screen that reconnects to any process hears what it missed from its company's copy
 * of that stream, which holds its changes alone: the shared one would make it read every
 * company's changes to keep its own, and a busy company would push a quiet one's out of it.
 */
export const aoVivo = fp(
  async function aoVivo(app: FastifyInstance) {
    const local = new EventEmitter();
    // One listener per open screen: many people may follow the same company.
    local.setMaxListeners(0);
    const entregar = ({ id, mensagem }: Guardada): void => {
      local.emit(mensagem.empresaId, mensagem.evento, id);
    };

    // Without Redis, this process's changes, numbered after its start: a screen that kept an id
    // from before a restart must not wait for the new count to pass it.
    const guardadas: Guardada[] = [];
    const inicio = Date.now();
    let contador = 0;
    let enviar = (mensagem: Mensagem): Promise<void> => {
      const guardada = { id: `${inicio}-${++contador}`, mensagem };
      guardadas.push(guardada);
      if (guardadas.length > GUARDADOS) guardadas.shift();
      entregar(guardada);
      return Promise.resolve();
    };
    let guardadasDesde = async (empresaId: string, desde: string) =>
      guardadas.filter((guardada) => guardada.mensagem.empresaId === empresaId && depois(guardada.id, desde));
    // The process's count, whatever the company: only what comes after it is told.
    let posicao = async (_empresaId: string) => `${inicio}-${contador}`;

    if (app.config.redisUrl) {
      const publicador = new Redis(app.config.redisUrl, { maxRetriesPerRequest: 2 });
      // A blocking read holds its connection: it gets one of its own.
      const leitor = new Redis(app.config.redisUrl);
      const ler = (entradas: [string, string[]][]): Guardada[] => entradas.map(([id, campos]) => ({ id, mensagem: JSON.parse(campos[1]!) as Mensagem }));
      let fechado = false;
      let ultimo = (await leitor.xrevrange(CHAVE, '+', '-', 'COUNT', 1))[0]?.[0] ?? '0-0';
      const lendo = (async () => {
        while (!fechado) {
          try {
            const lidas = await leitor.xread('BLOCK', 1_000, 'STREAMS', CHAVE, ultimo);
            for (const guardada of ler(lidas?.[0]?.[1] ?? [])) {
              ultimo = guardada.id;
              entregar(guardada);
            }
          } catch (error) {
            if (fechado) return;
            app.log.warn({ err: error }, 'Avisos ao vivo não lidos do Redis');
            await new Promise((resolve) => setTimeout(resolve, 500));
          }
        }
      })();
      enviar = async (mensagem) => {
        await publicador.eval(PUBLICAR, 2, CHAVE, chaveDaEmpresa(mensagem.empresaId), GUARDADOS, JSON.stringify(mensagem), COPIA_DURA_MS);
      };
      guardadasDesde = async (empresaId, desde) => ler(await publicador.xrange(chaveDaEmpresa(empresaId), `(${desde}`, '+'));
      posicao = async (empresaId) => (await publicador.xrevrange(chaveDaEmpresa(empresaId), '+', '-', 'COUNT', 1))[0]?.[0] ?? '0-0';
      app.addHook('onClose', async () => {
        fechado = true;
        leitor.disconnect();
        await Promise.all([publicador.quit(), lendo]);
      });
    }

    app.decorate('aoVivo', {
      publicar: (empresaId, evento) => enviar({ empresaId, evento }),
      posicao: (empresaId) => posicao(empresaId),
      assinar(empresaId, ouvinte, desde) {
        if (desde === undefined || !/^\d{1,20}(-\d{1,20})?$/.test(desde)) {
          local.on(empresaId, ouvinte);
          return () => local.off(empresaId, ouvinte);
        }
        // Heard while the missed ones are read, held until they are told, and told once.
        const entrementes: [EventoDaEmpresa, string][] = [];
        let ultimoDito = desde;
        const dizer = (evento: EventoDaEmpresa, id: string) => {
          if (!depois(id, ultimoDito)) return;
          ultimoDito = id;
          ouvinte(evento, id);
        };
        let repassar = (evento: EventoDaEmpresa, id: string): void => {
          entrementes.push([evento, id]);
        };
        const ouvir = (evento: EventoDaEmpresa, id: string) => repassar(evento, id);
        local.on(empresaId, ouvir);
        guardadasDesde(empresaId, desde)
          .then((perdidas) => {
            for (const { id, mensagem } of perdidas) dizer(mensagem.evento, id);
          })
          .catch((error: unknown) => app.log.warn({ err: error }, 'Avisos ao vivo perdidos não lidos'))
          .finally(() => {
            for (const [evento, id] of entrementes) dizer(evento, id);
            repassar = dizer;
          });
        return () => local.off(empresaId, ouvir);
      },
    } satisfies AoVivo);
  },
  { name: 'ao-vivo' },
);
