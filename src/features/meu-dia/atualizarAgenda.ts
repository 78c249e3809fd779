import type { PacoteDaAtividade } from '#contract/meuDia';
import { respostasNoAparelho } from '../atividades/detalhes/respostasNoAparelho';
import { enviosDe } from '../atividades/offline/outboxDaSessao';
import { enviosNoAparelho } from '../questionarios/preenchimento/arquivos/enviosNoAparelho';
import { meuDiaApi } from './meuDiaApi';
import { meuDiaNoAparelho, type AgendaGuardada } from './meuDiaNoAparelho';

/** The activities of `pacotes` with something still on the device waiting to be sent: answers, photos, a transition or a comment. */
async function comAlgoNaoEnviado(usuarioId: string, empresaId: string, pacotes: PacoteDaAtividade[]): Promise<PacoteDaAtividade[]> {
  if (pacotes.length === 0) return [];
  const naFila = new Set((await enviosDe(usuarioId, empresaId).outbox.listar()).filter((item) => item.estado !== 'enviado').map((item) => item.atividade_id));
  const retidos: PacoteDaAtividade[] = [];
  for (const pacote of pacotes) {
    const id = pacote.atividade.id;
    const esperando =
      naFila.has(id) ||
      (await respostasNoAparelho.ler(respostasNoAparelho.chave(usuarioId, id))) !== null ||
      (await enviosNoAparelho.listar(`${usuarioId}:${id}`)).length > 0;
    if (esperando) retidos.push(pacote);
  }
  return retidos;
}

/**
 * Asks the server for the agenda with what its activities need offline and replaces the copy on
 * the device with it. What left the agenda (past the period, reassigned, cancelled) leaves the
 * device too, unless something of it is still unsent: then it stays until that is sent.
 */
export async function atualizarAgenda(usuarioId: string, empresaId: string): Promise<AgendaGuardada> {
  const chave = meuDiaNoAparelho.chave(usuarioId, empresaId);
  const agenda = await meuDiaApi.pacote();
  const anterior = await meuDiaNoAparelho.ler(chave);
  const ficam = new Set(agenda.pacotes.map((pacote) => pacote.atividade.id));
  const sairam = [...(anterior?.agenda.pacotes ?? []), ...(anterior?.retidos ?? [])].filter((pacote) => !ficam.has(pacote.atividade.id));
  const guardada: AgendaGuardada = { agenda, retidos: await comAlgoNaoEnviado(usuarioId, empresaId, sairam), em: new Date().toISOString() };
  await meuDiaNoAparelho.guardar(chave, guardada);
  return guardada;
}
