import { LIMITE_PADRAO } from '#contract/lista';
import type { ParamsDaNotificacao, TipoNotificacao } from '#contract/notificacaoTextos';
import { sql, type Selectable } from 'kysely';
import type { NotificacaoTable } from '../schema';
import type { Trx } from '../tenant';

export type NotificacaoRow = Selectable<NotificacaoTable>;

export interface NotificacaoNova {
  usuarioId: string;
  tipo: TipoNotificacao;
  params: ParamsDaNotificacao;
  link: string;
  /** Shown in the bell; a row the person wants by e-mail only is kept for its mail and left out of the bell. */
  noApp: boolean;
  /** The person wants it by e-mail too: due then (at once, or at the digest's hour), sent by server/notificacoes/emails.ts. */
  email: { em: Date; noResumo: boolean } | null;
}

/** A person's notifications in the company a transaction is bound to (see ../tenant.ts). */
export const notificacoes = {
  async inserir(trx: Trx, empresaId: string, novas: NotificacaoNova[], agora: Date): Promise<void> {
    if (novas.length === 0) return;
    await trx
      .insertInto('notificacao')
      .values(novas.map((nova) => ({ empresa_id: empresaId, usuario_id: nova.usuarioId, tipo: nova.tipo, params: JSON.stringify(nova.params), link: nova.link, no_app: nova.noApp, criado_em: agora, enviar_email_em: nova.email?.em ?? null, email_no_resumo: nova.email?.noResumo ?? false })))
      .execute();
  },

  /** One page of the person's notifications in the bell, the newest first, after the id `antesDe`. */
  async listar(trx: Trx, empresaId: string, usuarioId: string, limite = LIMITE_PADRAO, antesDe?: number): Promise<{ rows: NotificacaoRow[]; next_cursor: string | null }> {
    let query = trx.selectFrom('notificacao').selectAll().where('empresa_id', '=', empresaId).where('usuario_id', '=', usuarioId).where('no_app', '=', true);
    if (antesDe !== undefined) query = query.where('id', '<', antesDe);
    const linhas = await query.orderBy('id', 'desc').limit(limite + 1).execute();
    const rows = linhas.slice(0, limite);
    return { rows, next_cursor: linhas.length > limite ? String(rows[rows.length - 1]!.id) : null };
  },

  async naoLidas(trx: Trx, empresaId: string, usuarioId: string): Promise<number> {
    const { quantas } = await trx
      .selectFrom('notificacao')
      .select((eb) => eb.fn.countAll<number>().as('quantas'))
      .where('empresa_id', '=', empresaId)
      .where('usuario_id', '=', usuarioId)
      .where('lida_em', 'is', null)
      .where('no_app', '=', true)
      .executeTakeFirstOrThrow();
    return Number(quantas);
  },

  /** Marks the person's notification read (once: a second time keeps the first moment); false when it is not theirs or not in their bell. */
  async marcarLida(trx: Trx, empresaId: string, usuarioId: string, id: number, agora: Date): Promise<boolean> {
    const existe = await trx
      .selectFrom('notificacao')
      .select('id')
      .where('empresa_id', '=', empresaId)
      .where('usuario_id', '=', usuarioId)
      .where('id', '=', id)
      .where('no_app', '=', true)
      .executeTakeFirst();
    if (!existe) return false;
    await trx
      .updateTable('notificacao')
      .set({ lida_em: agora })
      .where('empresa_id', '=', empresaId)
      .where('id', '=', id)
      .where('lida_em', 'is', null)
      .execute();
    return true;
  },

  async marcarTodasLidas(trx: Trx, empresaId: string, usuarioId: string, agora: Date): Promise<void> {
    await trx
      .updateTable('notificacao')
      .set({ lida_em: agora })
      .where('empresa_id', '=', empresaId)
      .where('usuario_id', '=', usuarioId)
      .where('lida_em', 'is', null)
      .execute();
  },

  /** Marks read every notification of the company but each person's `manter` newest. */
  async lerAntigas(trx: Trx, empresaId: string, manter: number, agora: Date): Promise<void> {
    const novas = trx
      .selectFrom('notificacao')
      .select(['id', sql<number>`row_number() over (partition by usuario_id order by id desc)`.as('ordem')])
      .where('empresa_id', '=', empresaId)
      .as('novas');
    await trx
      .updateTable('notificacao')
      .set({ lida_em: agora })
      .where('empresa_id', '=', empresaId)
      .where('id', 'not in', trx.selectFrom(novas).select('novas.id').where('novas.ordem', '<=', manter))
      .execute();
  },

  /** Sends none of the company's notifications by e-mail: for notifications that tell a past, not news. */
  async semEmail(trx: Trx, empresaId: string): Promise<void> {
    await trx.updateTable('notificacao').set({ enviar_email_em: null }).where('empresa_id', '=', empresaId).where('email_enviado_em', 'is', null).execute();
  },

  /** Who verifies resolved actions: the company's admins and gestores. */
  async quemVerifica(trx: Trx, empresaId: string): Promise<string[]> {
    const linhas = await trx.selectFrom('membro').select('usuario_id').where('empresa_id', '=', empresaId).where('papel', 'in', ['admin', 'gestor']).execute();
    return linhas.map((linha) => linha.usuario_id);
  },
};
