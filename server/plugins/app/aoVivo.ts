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
  /** Tells every listener of the company, in this process and (with REDIS_URL) in the others. */
  publicar(empresaId: string, evento: EventoDaEmpresa): void;
  /** Listens to one company's changes until the returned function is called. */
  assinar(empresaId: string, ouvinte: (evento: EventoDaEmpresa) => void): () => void;
}

const CANAL = 'prumo:ao-vivo';

interface Mensagem {
  empresaId: string;
  evento: EventoDaEmpresa;
}

/**
 * Changes of a company's records, for the screens that show them live (server-sent events).
 * Without Redis the listeners are this process's; with REDIS_URL every process publishes to one
 * channel and hears it back, so a change made on one API process reaches a screen served by another.
 */
export const aoVivo = fp(
  async function aoVivo(app: FastifyInstance) {
    const local = new EventEmitter();
    // One listener per open screen: many people may follow the same company.
    local.setMaxListeners(0);
    const entregar = ({ empresaId, evento }: Mensagem): void => {
      local.emit(empresaId, evento);
    };

    let enviar = entregar;
    if (app.config.redisUrl) {
      const publicador = new Redis(app.config.redisUrl, { maxRetriesPerRequest: 2 });
      const assinante = new Redis(app.config.redisUrl);
      await assinante.subscribe(CANAL);
      assinante.on('message', (_canal: string, texto: string) => entregar(JSON.parse(texto) as Mensagem));
      enviar = (mensagem) => {
        publicador.publish(CANAL, JSON.stringify(mensagem)).catch((error: Error) => app.log.warn({ err: error }, 'Aviso ao vivo não publicado no Redis'));
      };
      app.addHook('onClose', async () => {
        await Promise.all([publicador.quit(), assinante.quit()]);
      });
    }

    app.decorate('aoVivo', {
      publicar: (empresaId, evento) => enviar({ empresaId, evento }),
      assinar(empresaId, ouvinte) {
        local.on(empresaId, ouvinte);
        return () => local.off(empresaId, ouvinte);
      },
    } satisfies AoVivo);
  },
  { name: 'ao-vivo' },
);
