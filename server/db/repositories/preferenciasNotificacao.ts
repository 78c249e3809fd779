import { EMAIL_POR_PADRAO, type PreferenciasNotificacao, type PreferenciasNotificacaoBody } from '#contract/notificacaoPreferencias';
import type { TipoNotificacao } from '#contract/notificacaoTextos';
import type { Trx } from '../tenant';

/** How a person takes a kind of notification by e-mail: at once, or in the daily digest. */
export type ComoPorEmail = 'agora' | 'resumo';

/** Which kinds of notification a person also wants by e-mail, and how, in the company a transaction is bound to. */
export const preferenciasNotificacao = {
  async ler(trx: Trx, empresaId: string, usuarioId: string): Promise<PreferenciasNotificacao> {
    const [linhas, membro] = await Promise.all([
      trx.selectFrom('preferencia_notificacao').select(['tipo', 'email']).where('empresa_id', '=', empresaId).where('usuario_id', '=', usuarioId).execute(),
      trx.selectFrom('membro').select('email_resumo_diario').where('empresa_id', '=', empresaId).where('usuario_id', '=', usuarioId).executeTakeFirst(),
    ]);
    const email = { ...EMAIL_POR_PADRAO };
    for (const linha of linhas) if (linha.tipo in email) email[linha.tipo] = linha.email;
    return { email, resumo_diario: membro?.email_resumo_diario ?? false };
  },

  async gravar(trx: Trx, empresaId: string, usuarioId: string, mudancas: PreferenciasNotificacaoBody, agora: Date): Promise<void> {
    const linhas = Object.entries(mudancas.email ?? {}).map(([tipo, email]) => ({ empresa_id: empresaId, usuario_id: usuarioId, tipo: tipo as TipoNotificacao, email: email! }));
    if (linhas.length > 0) {
      await trx
        .insertInto('preferencia_notificacao')
        .values(linhas)
        .onConflict((oc) => oc.columns(['empresa_id', 'usuario_id', 'tipo']).doUpdateSet((eb) => ({ email: eb.ref('excluded.email') })))
        .execute();
    }
    if (mudancas.resumo_diario === undefined) return;
    await trx.updateTable('membro').set({ email_resumo_diario: mudancas.resumo_diario }).where('empresa_id', '=', empresaId).where('usuario_id', '=', usuarioId).execute();
    // Who stops the digest gets what was waiting for it now, one by one, rather than never.
    if (!mudancas.resumo_diario) {
      await trx
        .updateTable('notificacao')
        .set({ enviar_email_em: agora, email_no_resumo: false })
        .where('empresa_id', '=', empresaId)
        .where('usuario_id', '=', usuarioId)
        .where('email_no_resumo', '=', true)
        .where('email_enviado_em', 'is', null)
        .where('enviar_email_em', 'is not', null)
        .execute();
    }
  },

  /** Of `usuarioIds`, who wants a notification of `tipo` by e-mail, and whether at once or in the digest. */
  async querEmail(trx: Trx, empresaId: string, usuarioIds: readonly string[], tipo: TipoNotificacao): Promise<Map<string, ComoPorEmail>> {
    if (usuarioIds.length === 0) return new Map();
    const [escolhas, membros] = await Promise.all([
      trx.selectFrom('preferencia_notificacao').select(['usuario_id', 'email']).where('empresa_id', '=', empresaId).where('tipo', '=', tipo).where('usuario_id', 'in', usuarioIds).execute(),
      trx.selectFrom('membro').select('usuario_id').where('empresa_id', '=', empresaId).where('usuario_id', 'in', usuarioIds).where('email_resumo_diario', '=', true).execute(),
    ]);
    const escolheu = new Map(escolhas.map((linha) => [linha.usuario_id, linha.email]));
    const noResumo = new Set(membros.map((membro) => membro.usuario_id));
    return new Map(usuarioIds.filter((usuarioId) => escolheu.get(usuarioId) ?? EMAIL_POR_PADRAO[tipo]).map((usuarioId) => [usuarioId, noResumo.has(usuarioId) ? 'resumo' : 'agora']));
  },
};
