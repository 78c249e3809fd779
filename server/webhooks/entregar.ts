import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Webhook as Assinante } from 'standardwebhooks';
import { comoDono, inEmpresa } from '../db/tenant';
import { notificar } from '../notificacoes/notificar';
import { resolverDestino } from './destino';
import { enviar, type Resposta } from './enviar';

const MINUTO = 60_000;
const HORA = 60 * MINUTO;

/**
 * How long after each failed attempt the next one runs: attempts at 0, 1 min, 6 min, 36 min,
 * 2 h 36, 8 h 36, 20 h 36 and 44 h 36, so a receiver down for a day still gets what it missed.
 * After the last one the delivery has failed (a replay sends it again).
 */
export const ATRASOS_MS = [MINUTO, 5 * MINUTO, 30 * MINUTO, 2 * HORA, 6 * HORA, 12 * HORA, 24 * HORA] as const;

/** A receiver failing for this long, with no success between, is turned off and the admins told. */
export const DESATIVAR_APOS_MS = 24 * HORA;

/** While a delivery is being sent, no other worker takes it; one that died frees it after this. */
const RESERVA_MS = 5 * MINUTO;

const LOTE = 20;

/** Delivered and finally failed deliveries are kept this long, then pruned (docs/webhooks.md). */
export const RETENCAO_MS = 30 * 24 * HORA;

/** At most this many are deleted per pass, so a pass never holds many locks or a long transaction. */
export const LOTE_DA_PODA = 500;

/** After a pass that found less than a full batch to prune, the next prune waits this long. */
const PODA_A_CADA_MS = 10 * MINUTO;

export const LINK_DOS_WEBHOOKS = '/configuracoes/integracoes';

/**
 * One pass of the worker: takes the deliveries due now, across every company, and sends each.
 * They are reserved in a short transaction (`for update skip locked`, so two processes never take
 * the same one) and sent after it, so no transaction waits on a receiver. Returns how many it sent.
 */
export async function entregarPendentes(app: FastifyInstance): Promise<number> {
  const agora = app.clock();
  const reservadas = await comoDono('webhooks', () =>
    app.db.transaction().execute(async (trx) => {
      const devidas = await trx
        .selectFrom('webhook_entrega')
        .select(['empresa_id', 'id'])
        .where('status', '=', 'pendente')
        .where('proxima_em', '<=', agora)
        .orderBy('proxima_em')
        .limit(LOTE)
        .forUpdate()
        .skipLocked()
        .execute();
      if (devidas.length === 0) return [];
      const ids = devidas.map((devida) => devida.id);
      await trx
        .updateTable('webhook_entrega')
        .set({ proxima_em: new Date(agora.getTime() + RESERVA_MS) })
        .where('id', 'in', ids)
        .execute();
      return trx
        .selectFrom('webhook_entrega as e')
        .innerJoin('webhook as w', (join) => join.onRef('w.empresa_id', '=', 'e.empresa_id').onRef('w.id', '=', 'e.webhook_id'))
        .select(['e.empresa_id', 'e.id', 'e.webhook_id', 'e.corpo', 'e.tentativas', 'w.url', 'w.segredo', 'w.ativo'])
        .where('e.id', 'in', ids)
        .execute();
    }),
  );
  await Promise.all(reservadas.map((entrega) => entregar(app, entrega)));
  return reservadas.length;
}

interface Reservada {
  empresa_id: string;
  id: string;
  webhook_id: string;
  corpo: unknown;
  tentativas: number;
  url: string;
  segredo: string;
  ativo: boolean;
}

async function entregar(app: FastifyInstance, entrega: Reservada): Promise<void> {
  const inicio = app.clock();
  if (!entrega.ativo) {
    await registrar(app, entrega, { erro: 'Webhook desativado.' }, null, inicio, true);
    return;
  }
  const destino = await resolverDestino(entrega.url, app.config.webhookAllowPrivate);
  if (!destino.ok) {
    await registrar(app, entrega, { erro: destino.motivo === 'destino_privado' ? 'Endereço em rede interna: recusado.' : 'Endereço não encontrado.' }, null, inicio, false);
    return;
  }
  const corpo = JSON.stringify(entrega.corpo);
  // The id is the delivery's, the same in every attempt, so a receiver recognises a repeat.
  const assinatura = new Assinante(app.cofre.decifrar(entrega.segredo)).sign(entrega.id, inicio, corpo);
  const medida = performance.now();
  const resposta = await enviar(destino.url, destino.enderecos, { 'webhook-id': entrega.id, 'webhook-timestamp': String(Math.floor(inicio.getTime() / 1000)), 'webhook-signature': assinatura }, corpo);
  await registrar(app, entrega, resposta, Math.round(performance.now() - medida), inicio, false);
}

/**
 * Writes the attempt's outcome in the company's own transaction: delivered, due again after
 * its backoff, or failed for good; and on the receiver, its run of failures, which turns it off
 * (the admins notified) once it lasts a day.
 */
async function registrar(app: FastifyInstance, entrega: Reservada, resposta: Resposta, duracaoMs: number | null, agora: Date, final: boolean): Promise<void> {
  const entregue = 'codigo' in resposta && resposta.codigo >= 200 && resposta.codigo < 300;
  const tentativas = entrega.tentativas + 1;
  const atraso = ATRASOS_MS[tentativas - 1];
  const status = entregue ? 'entregue' : final || atraso === undefined ? 'falhou' : 'pendente';
  await inEmpresa(app.db, entrega.empresa_id, async (trx) => {
    await trx
      .updateTable('webhook_entrega')
      .set({
        status,
        tentativas,
        proxima_em: status === 'pendente' ? new Date(agora.getTime() + atraso!) : null,
        ultimo_codigo: 'codigo' in resposta ? resposta.codigo : null,
        ultimo_erro: 'erro' in resposta ? resposta.erro.slice(0, 500) : null,
        ultima_duracao_ms: duracaoMs,
        entregue_em: entregue ? agora : null,
      })
      .where('empresa_id', '=', entrega.empresa_id)
      .where('id', '=', entrega.id)
      .execute();
    if (final) return;
    if (entregue) {
      await trx.updateTable('webhook').set({ falhando_desde: null }).where('empresa_id', '=', entrega.empresa_id).where('id', '=', entrega.webhook_id).execute();
      return;
    }
    const webhook = await trx
      .updateTable('webhook')
      .set({ falhando_desde: sql<Date>`coalesce(falhando_desde, ${agora}::timestamptz)` })
      .where('empresa_id', '=', entrega.empresa_id)
      .where('id', '=', entrega.webhook_id)
      .returning(['falhando_desde', 'url', 'descricao', 'ativo'])
      .executeTakeFirst();
    if (!webhook?.ativo || agora.getTime() - new Date(webhook.falhando_desde!).getTime() < DESATIVAR_APOS_MS) return;
    await trx.updateTable('webhook').set({ ativo: false, atualizado_em: agora }).where('empresa_id', '=', entrega.empresa_id).where('id', '=', entrega.webhook_id).execute();
    const admins = await trx.selectFrom('membro').select('usuario_id').where('empresa_id', '=', entrega.empresa_id).where('papel', '=', 'admin').execute();
    await notificar(trx, entrega.empresa_id, { por: null, agora }, admins.map((admin) => admin.usuario_id), {
      tipo: 'webhook_desativado',
      params: { codigo: new URL(webhook.url).host, titulo: webhook.descricao ?? webhook.url },
      link: LINK_DOS_WEBHOOKS,
    });
  });
}

/**
 * Deletes up to LOTE_DA_PODA deliveries no longer pending that were created more than RETENCAO_MS
 * ago, across every company, oldest first; returns how many. Each receiver is looked up through its
 * log's index (empresa_id, webhook_id, criado_em), so a pass with nothing to prune reads little.
 */
export async function podarEntregas(app: FastifyInstance): Promise<number> {
  const corte = new Date(app.clock().getTime() - RETENCAO_MS);
  const resultado = await comoDono('webhooks', () =>
    app.db
      .deleteFrom('webhook_entrega')
      .where(({ eb, refTuple, selectFrom }) =>
        eb(
          refTuple('empresa_id', 'id'),
          'in',
          selectFrom('webhook as w')
            .innerJoinLateral(
              (lateral) =>
                lateral
                  .selectFrom('webhook_entrega as e')
                  .select(['e.empresa_id', 'e.id'])
                  .whereRef('e.empresa_id', '=', 'w.empresa_id')
                  .whereRef('e.webhook_id', '=', 'w.id')
                  .where('e.criado_em', '<', corte)
                  .where('e.status', '!=', 'pendente')
                  .orderBy('e.criado_em')
                  .limit(LOTE_DA_PODA)
                  .as('velha'),
              (join) => join.onTrue(),
            )
            .select(['velha.empresa_id', 'velha.id'])
            .limit(LOTE_DA_PODA)
            .$asTuple('empresa_id', 'id'),
        ),
      )
      .executeTakeFirst(),
  );
  return Number(resultado.numDeletedRows);
}

/** Runs the worker every `intervaloMs` in this process until the returned function is called. */
export function cicloDeEntregas(app: FastifyInstance, intervaloMs = 5_000): () => Promise<void> {
  let parado = false;
  let rodando: Promise<unknown> = Promise.resolve();
  let proximaPoda = 0;
  const timer = setInterval(() => {
    rodando = rodando.then(async () => {
      if (parado) return;
      try {
        // A full batch means more are due: the next pass need not wait.
        while ((await entregarPendentes(app)) === LOTE && !parado);
        // One batch per pass while there is a backlog; otherwise a look every few minutes is enough.
        if (!parado && app.clock().getTime() >= proximaPoda) {
          const podadas = await podarEntregas(app);
          proximaPoda = podadas === LOTE_DA_PODA ? 0 : app.clock().getTime() + PODA_A_CADA_MS;
        }
      } catch (err) {
        app.log.error({ err }, 'falha ao entregar webhooks');
      }
    });
  }, intervaloMs);
  timer.unref();
  return async () => {
    parado = true;
    clearInterval(timer);
    await rodando;
  };
}
