import { EMAIL_POR_PADRAO, NO_APP_POR_PADRAO, type PreferenciasNotificacao, type PreferenciasNotificacaoBody } from '#contract/notificacaoPreferencias';
import type { TipoNotificacao } from '#contract/notificacaoTextos';
import type { Trx } from '../tenant';

/** How a person takes a kind of notification by e-mail: at once, or in the daily digest. */
export type ComoPorEmail = 'agora' | 'resumo';

/** How a person is told of a kind: in the bell or not, by e-mail (and how) or not. */
export interface ComoAvisar {
  usuarioId: string;
  noApp: boolean;
  porEmail: ComoPorEmail | null;
}

/** Where each kind of notification reaches a person, in the bell and by e-mail, and how, in the company a transaction is bound to. */
export const preferenciasNotificacao = {
  async ler(trx: Trx, empresaId: string, usuarioId: string): Promise<PreferenciasNotificacao> {
    const [linhas, membro] = await Promise.all([
      trx.selectFrom('preferencia_notificacao').select(['tipo', 'app', 'email']).where('empresa_id', '=', empresaId).where('usuario_id', '=', usuarioId).execute(),
      trx.selectFrom('membro').select('email_resumo_diario').where('empresa_id', '=', empresaId).where('usuario_id', '=', usuarioId).executeTakeFirst(),
    ]);
    const app = { ...NO_APP_POR_PADRAO };
    const email = { ...EMAIL_POR_PADRAO };
    // A kind no longer offered is left out; a side not chosen keeps its default.
    for (const linha of linhas) {
      if (!(linha.tipo in email)) continue;
      app[linha.tipo] = linha.app ?? app[linha.tipo];
      email[linha.tipo] = linha.email ?? email[linha.tipo];
    }
    return { app, email, resumo_diario: membro?.email_resumo_diario ?? false };
  },

  async gravar(trx: Trx, empresaId: string, usuarioId: string, mudancas: PreferenciasNotificacaoBody, agora: Date): Promise<void> {
    const tipos = [...new Set([...Object.keys(mudancas.app ?? {}), ...Object.keys(mudancas.email ?? {})])] as TipoNotificacao[];
    const linhas = tipos.map((tipo) => ({ empresa_id: empresaId, usuario_id: usuarioId, tipo, app: mudancas.app?.[tipo] ?? null, email: mudancas.email?.[tipo] ?? null }));
    if (linhas.length > 0) {
      // The side a request does not name stays as it was.
      await trx
        .insertInto('preferencia_notificacao')
        .values(linhas)
        .onConflict((oc) =>
          oc.columns(['empresa_id', 'usuario_id', 'tipo']).doUpdateSet((eb) => ({
            app: eb.fn.coalesce('excluded.app', 'preferencia_notificacao.app'),
            email: eb.fn.coalesce('excluded.email', 'preferencia_notificacao.email'),
          })),
        )
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

  /** How each of `usuarioIds` wants a notification of `tipo`: in the bell, by e-mail (at once or in the digest), both or neither. */
  async comoAvisar(trx: Trx, empresaId: string, usuarioIds: readonly string[], tipo: TipoNotificacao): Promise<ComoAvisar[]> {
    if (usuarioIds.length === 0) return [];
    const [escolhas, membros] = await Promise.all([
      trx.selectFrom('preferencia_notificacao').select(['usuario_id', 'app', 'email']).where('empresa_id', '=', empresaId).where('tipo', '=', tipo).where('usuario_id', 'in', usuarioIds).execute(),
      trx.selectFrom('membro').select('usuario_id').where('empresa_id', '=', empresaId).where('usuario_id', 'in', usuarioIds).where('email_resumo_diario', '=', true).execute(),
    ]);
    const escolheu = new Map(escolhas.map((linha) => [linha.usuario_id, linha]));
    const noResumo = new Set(membros.map((membro) => membro.usuario_id));
    return usuarioIds.map((usuarioId) => {
      const escolha = escolheu.get(usuarioId);
      const querEmail = escolha?.email ?? EMAIL_POR_PADRAO[tipo];
      return { usuarioId, noApp: escolha?.app ?? NO_APP_POR_PADRAO[tipo], porEmail: querEmail ? (noResumo.has(usuarioId) ? 'resumo' : 'agora') : null };
    });
  },
};
