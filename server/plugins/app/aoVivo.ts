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
}

const CHAVE = 'prumo:ao-vivo';
/** The changes kept for a stream that reconnects: a few minutes of a busy installation. */
const GUARDADOS = 10_000;

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
 * another, and a screen that reconnects to any process hears what it missed from the stream's ids.
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
    let guardadasDesde = async (desde: string) => guardadas.filter((guardada) => depois(guardada.id, desde));

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
        await publicador.xadd(CHAVE, 'MAXLEN', '~', String(GUARDADOS), '*', 'm', JSON.stringify(mensagem));
      };
      guardadasDesde = async (desde) => ler(await publicador.xrange(CHAVE, `(${desde}`, '+'));
      app.addHook('onClose', async () => {
        fechado = true;
        leitor.disconnect();
        await Promise.all([publicador.quit(), lendo]);
      });
    }

    app.decorate('aoVivo', {
      publicar: (empresaId, evento) => enviar({ empresaId, evento }),
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
        guardadasDesde(desde)
          .then((perdidas) => {
            for (const { id, mensagem } of perdidas) if (mensagem.empresaId === empresaId) dizer(mensagem.evento, id);
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
