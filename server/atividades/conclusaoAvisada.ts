import type { AtividadeCompleta } from '../db/repositories/atividades';
import type { Autoria } from '../db/repositories/registros';
import { siteSeguidores } from '../db/repositories/siteSeguidores';
import type { Trx } from '../db/tenant';
import { linkDaAtividade, nomeDoAutor, notificar } from '../notificacoes/notificar';

/**
 * Run in the transaction that concludes the activity (docs/notificacoes.md): its creator, while
 * still a member, and whoever follows its site hear of it, each once and never who concluded it;
 * and the site's contact gets the report by e-mail when the site or the service type asks for it
 * (the mail is only marked here and sent by the notifications' round).
 */
export async function avisarConclusao(trx: Trx, empresaId: string, atividade: AtividadeCompleta, autoria: Autoria): Promise<void> {
  const seguidores = await siteSeguidores.deSite(trx, empresaId, atividade.site_id);
  const criador = atividade.criado_por ? await membro(trx, empresaId, atividade.criado_por) : null;
  const para = [criador, ...seguidores];
  if (para.some((usuarioId) => usuarioId && usuarioId !== autoria.por)) {
    const params = { codigo: atividade.codigo, titulo: atividade.titulo, autor: await nomeDoAutor(trx, autoria) };
    await notificar(trx, empresaId, autoria, para, { tipo: 'atividade_concluida', params, link: linkDaAtividade(atividade.id) });
  }
  await marcarRelatorioAoCliente(trx, empresaId, atividade, autoria);
}

async function membro(trx: Trx, empresaId: string, usuarioId: string): Promise<string | null> {
  const row = await trx.selectFrom('membro').select('usuario_id').where('empresa_id', '=', empresaId).where('usuario_id', '=', usuarioId).executeTakeFirst();
  return row?.usuario_id ?? null;
}

/** Queues the report's mail to the site's contact when the site or the service type asks for it and the site has an address. */
async function marcarRelatorioAoCliente(trx: Trx, empresaId: string, atividade: AtividadeCompleta, autoria: Autoria): Promise<void> {
  const pedido = await trx
    .selectFrom('site')
    .innerJoin('tipo_servico', (join) => join.onRef('tipo_servico.empresa_id', '=', 'site.empresa_id').on('tipo_servico.id', '=', atividade.tipo_servico_id))
    .select(['site.contato_email', 'site.enviar_relatorio_ao_cliente as pelo_site', 'tipo_servico.enviar_relatorio_ao_cliente as pelo_tipo'])
    .where('site.empresa_id', '=', empresaId)
    .where('site.id', '=', atividade.site_id)
    .executeTakeFirst();
  if (!pedido?.contato_email || !(pedido.pelo_site || pedido.pelo_tipo)) return;
  await trx
    .insertInto('relatorio_ao_cliente')
    .values({ empresa_id: empresaId, atividade_id: atividade.id, para: pedido.contato_email, criado_em: autoria.agora, criado_por: autoria.por, enviar_email_em: autoria.agora })
    .execute();
}
