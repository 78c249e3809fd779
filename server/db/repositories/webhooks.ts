import type { Kysely, Selectable } from 'kysely';
import type { EventoWebhook, Webhook, WebhookEntrega, WebhookNaLista } from '#contract/webhooks';
import type { Database, WebhookEntregaTable, WebhookTable } from '../schema';
import type { Trx } from '../tenant';
import type { Autoria } from './registros';

type Db = Kysely<Database>;

const iso = (data: Date | null) => (data === null ? null : new Date(data).toISOString());

const COLUNAS = ['id', 'url', 'eventos', 'descricao', 'ativo', 'falhando_desde', 'criado_em'] as const;

function webhook(row: Pick<Selectable<WebhookTable>, (typeof COLUNAS)[number]>): Webhook {
  return { ...row, eventos: row.eventos as EventoWebhook[], falhando_desde: iso(row.falhando_desde), criado_em: iso(row.criado_em)! };
}

export function entrega(row: Selectable<WebhookEntregaTable>): WebhookEntrega {
  return {
    id: row.id,
    evento: row.evento,
    status: row.status,
    tentativas: row.tentativas,
    ultimo_codigo: row.ultimo_codigo,
    ultima_duracao_ms: row.ultima_duracao_ms,
    ultimo_erro: row.ultimo_erro,
    proxima_em: row.status === 'pendente' ? iso(row.proxima_em) : null,
    criado_em: iso(row.criado_em)!,
    entregue_em: iso(row.entregue_em),
  };
}

/** A company's webhooks and their deliveries (docs/webhooks.md); the segredo stays encrypted here. */
export const webhooks = {
  /** The receivers, the newest first, each with its latest delivery (read through its log's index). */
  async lista(db: Db, empresaId: string): Promise<WebhookNaLista[]> {
    const rows = await db
      .selectFrom('webhook as w')
      .leftJoinLateral(
        (lateral) =>
          lateral
            .selectFrom('webhook_entrega as e')
            .select(['e.status', 'e.ultimo_codigo', 'e.criado_em'])
            .whereRef('e.empresa_id', '=', 'w.empresa_id')
            .whereRef('e.webhook_id', '=', 'w.id')
            .orderBy('e.criado_em', 'desc')
            .limit(1)
            .as('u'),
        (join) => join.onTrue(),
      )
      .select(COLUNAS.map((coluna) => `w.${coluna}` as const))
      .select(['u.status as ultima_status', 'u.ultimo_codigo as ultima_codigo', 'u.criado_em as ultima_em'])
      .where('w.empresa_id', '=', empresaId)
      .orderBy('w.criado_em', 'desc')
      .orderBy('w.id')
      .execute();
    return rows.map(({ ultima_status, ultima_codigo, ultima_em, ...row }) => ({
      ...webhook(row),
      ultima_entrega: ultima_status && ultima_em ? { status: ultima_status, ultimo_codigo: ultima_codigo, criado_em: iso(ultima_em)! } : null,
    }));
  },

  async find(db: Db, empresaId: string, id: string): Promise<Webhook | null> {
    const row = await db.selectFrom('webhook').select(COLUNAS).where('empresa_id', '=', empresaId).where('id', '=', id).executeTakeFirst();
    return row ? webhook(row) : null;
  },

  async create(trx: Trx, empresaId: string, valores: { url: string; eventos: EventoWebhook[]; descricao: string | null; segredo: string }, autoria: Autoria): Promise<Webhook> {
    const row = await trx
      .insertInto('webhook')
      .values({ ...valores, empresa_id: empresaId, criado_em: autoria.agora, criado_por: autoria.por, atualizado_em: autoria.agora, falhando_desde: null })
      .returning(COLUNAS)
      .executeTakeFirstOrThrow();
    return webhook(row);
  },

  /** Turning a receiver back on forgets its failures: it gets a new day. */
  async update(
    trx: Trx,
    empresaId: string,
    id: string,
    mudanca: Partial<{ url: string; eventos: EventoWebhook[]; descricao: string | null; ativo: boolean; segredo: string }>,
    agora: Date,
  ): Promise<Webhook | null> {
    const row = await trx
      .updateTable('webhook')
      .set({ ...mudanca, ...(mudanca.ativo ? { falhando_desde: null } : {}), atualizado_em: agora })
      .where('empresa_id', '=', empresaId)
      .where('id', '=', id)
      .returning(COLUNAS)
      .executeTakeFirst();
    return row ? webhook(row) : null;
  },

  async remove(trx: Trx, empresaId: string, id: string): Promise<boolean> {
    const result = await trx.deleteFrom('webhook').where('empresa_id', '=', empresaId).where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  },

  /** The receiver's latest deliveries, the newest first. */
  async entregas(db: Db, empresaId: string, webhookId: string, limite: number): Promise<WebhookEntrega[]> {
    const rows = await db
      .selectFrom('webhook_entrega')
      .selectAll()
      .where('empresa_id', '=', empresaId)
      .where('webhook_id', '=', webhookId)
      .orderBy('criado_em', 'desc')
      .orderBy('id', 'desc')
      .limit(limite)
      .execute();
    return rows.map(entrega);
  },

  /** Sends one delivery's event again, as a new delivery with the same body, due now. */
  async reenviar(trx: Trx, empresaId: string, webhookId: string, entregaId: string, agora: Date): Promise<WebhookEntrega | null> {
    const original = await trx
      .selectFrom('webhook_entrega')
      .select(['evento', 'corpo'])
      .where('empresa_id', '=', empresaId)
      .where('webhook_id', '=', webhookId)
      .where('id', '=', entregaId)
      .executeTakeFirst();
    if (!original) return null;
    const row = await trx
      .insertInto('webhook_entrega')
      .values({ empresa_id: empresaId, webhook_id: webhookId, evento: original.evento, corpo: JSON.stringify(original.corpo), proxima_em: agora, criado_em: agora })
      .returningAll()
      .executeTakeFirstOrThrow();
    return entrega(row);
  },
};
