import { EMAIL_POR_PADRAO, type PreferenciasNotificacao, type PreferenciasNotificacaoBody } from '#contract/notificacaoPreferencias';
import type { TipoNotificacao } from '#contract/notificacaoTextos';
import type { Trx } from '../tenant';

/** Which kinds of notification a person also wants by e-mail, in the company a transaction is bound to. */
export const preferenciasNotificacao = {
  async ler(trx: Trx, empresaId: string, usuarioId: string): Promise<PreferenciasNotificacao> {
    const linhas = await trx.selectFrom('preferencia_notificacao').select(['tipo', 'email']).where('empresa_id', '=', empresaId).where('usuario_id', '=', usuarioId).execute();
    const email = { ...EMAIL_POR_PADRAO };
    for (const linha of linhas) if (linha.tipo in email) email[linha.tipo] = linha.email;
    return { email };
  },

  async gravar(trx: Trx, empresaId: string, usuarioId: string, mudancas: PreferenciasNotificacaoBody): Promise<void> {
    const linhas = Object.entries(mudancas.email).map(([tipo, email]) => ({ empresa_id: empresaId, usuario_id: usuarioId, tipo: tipo as TipoNotificacao, email: email! }));
    if (linhas.length === 0) return;
    await trx
      .insertInto('preferencia_notificacao')
      .values(linhas)
      .onConflict((oc) => oc.columns(['empresa_id', 'usuario_id', 'tipo']).doUpdateSet((eb) => ({ email: eb.ref('excluded.email') })))
      .execute();
  },

  /** Of `usuarioIds`, who wants a notification of `tipo` by e-mail. */
  async querEmail(trx: Trx, empresaId: string, usuarioIds: readonly string[], tipo: TipoNotificacao): Promise<Set<string>> {
    if (usuarioIds.length === 0) return new Set();
    const escolhas = await trx
      .selectFrom('preferencia_notificacao')
      .select(['usuario_id', 'email'])
      .where('empresa_id', '=', empresaId)
      .where('tipo', '=', tipo)
      .where('usuario_id', 'in', usuarioIds)
      .execute();
    const escolheu = new Map(escolhas.map((linha) => [linha.usuario_id, linha.email]));
    return new Set(usuarioIds.filter((usuarioId) => escolheu.get(usuarioId) ?? EMAIL_POR_PADRAO[tipo]));
  },
};
