import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { EmpresaDoUsuario } from '#contract/auth';
import { sessoes } from '../../db/repositories/sessoes';
import { comoDono } from '../../db/tenant';
import { httpErrors } from '../../http/errors';
import { sessaoVigente } from './session';
import { SESSAO_RECENTE_MS } from './sessoesRecentes';

/**
 * Open streams one session may hold in this process. The next one is refused (429) rather than
 * the oldest closed: the SPA opens one per tab and reopens a closed one after a pause, so closing
 * the oldest would have the tabs past the cap close each other forever; refused, a tab retries later.
 */
export const STREAMS_POR_SESSAO = 5;
const DEMAIS = 'Há conexões ao vivo demais abertas com esta sessão. Feche outra aba do Prumo e tente de novo.';

interface Aberto {
  empresa: EmpresaDoUsuario;
  encerrar: () => void;
}

export interface StreamsDaSessao {
  /**
   * Counts an open stream of the session `tokenId` in `empresa`: `encerrar` is called once the
   * token is revoked or expires, or the person leaves the company or has another papel in it.
   * Answers what to call when the stream has ended. 429 past STREAMS_POR_SESSAO.
   */
  abrir(sessao: { tokenId: string; empresa: EmpresaDoUsuario }, encerrar: () => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    streamsDaSessao: StreamsDaSessao;
  }
}

/**
 * A stream outlives the request that checked its session, so its session is checked again: every
 * SESSAO_RECENTE_MS (a change made by another process is seen as late as a request sees it), and
 * after each write through this process (a sign-out, a removal or a papel change ends it at once).
 * One query reads every open stream's token.
 */
export const streamsDaSessao = fp(
  async function streamsDaSessao(app: FastifyInstance) {
    const porToken = new Map<string, Set<Aberto>>();
    let relogio: NodeJS.Timeout | undefined;
    let verificando = false;
    let deNovo = false;

    const verificar = async () => {
      const agora = app.clock();
      // A token whose first stream opened during the reading is judged by the next one.
      const ids = [...porToken.keys()];
      const lidas = new Map((await comoDono('sessao', () => sessoes.findVariosComUsuario(app.db, ids))).map((row) => [row.id, row]));
      for (const tokenId of ids) {
        const row = lidas.get(tokenId);
        const empresas = sessaoVigente(row, agora) ? row.empresas : [];
        for (const aberto of [...(porToken.get(tokenId) ?? [])]) {
          const mantida = empresas.some((empresa) => empresa.id === aberto.empresa.id && empresa.papel === aberto.empresa.papel);
          if (!mantida) aberto.encerrar();
        }
      }
    };

    // One check at a time; one asked for meanwhile runs after it, as its write may have come after that reading.
    const agendar = () => {
      if (porToken.size === 0) return;
      if (verificando) {
        deNovo = true;
        return;
      }
      verificando = true;
      verificar()
        // Without the database no session can be revoked either: the streams stay, the next check tries again.
        .catch((error: unknown) => app.log.warn({ err: error }, 'Sessões das conexões ao vivo não verificadas'))
        .finally(() => {
          verificando = false;
          if (deNovo) {
            deNovo = false;
            agendar();
          }
        });
    };
    app.sessoesRecentes.aoEsquecer(agendar);

    // Closing the app ends the streams, or they would hold the graceful shutdown open.
    app.addHook('preClose', async () => {
      for (const aberto of [...porToken.values()].flatMap((abertos) => [...abertos])) aberto.encerrar();
    });
    app.addHook('onClose', async () => clearInterval(relogio));

    app.decorate('streamsDaSessao', {
      abrir({ tokenId, empresa }, encerrar) {
        const abertos = porToken.get(tokenId) ?? new Set<Aberto>();
        if (abertos.size >= STREAMS_POR_SESSAO) throw httpErrors.tooManyRequests(DEMAIS);
        const aberto = { empresa, encerrar };
        abertos.add(aberto);
        porToken.set(tokenId, abertos);
        relogio ??= setInterval(agendar, SESSAO_RECENTE_MS).unref();
        return () => {
          abertos.delete(aberto);
          if (abertos.size === 0) porToken.delete(tokenId);
          if (porToken.size === 0) {
            clearInterval(relogio);
            relogio = undefined;
          }
        };
      },
    } satisfies StreamsDaSessao);
  },
  { name: 'streams-da-sessao', dependencies: ['database', 'sessoes-recentes'] },
);
