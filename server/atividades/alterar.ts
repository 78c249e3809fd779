import { problemasDaAtividade, type AtividadeUpdateBody } from '#contract/atividade';
import { publicarEvento } from '../webhooks/publicar';
import { atividadeHistorico } from '../db/repositories/atividadeHistorico';
import { atividades } from '../db/repositories/atividades';
import type { Autoria } from '../db/repositories/registros';
import { motivo } from '#contract/mensagensDoCampo';
import { httpErrors } from '../http/errors';
import { semProblemas } from '../http/registros';
import { linkDaAtividade, notificar } from '../notificacoes/notificar';
import { carregarNaVersao, retrato, type Retrato } from './carregar';
import type { Trx } from '../db/tenant';
import { conferirReferencias, type Referencias } from './referencias';

const CONCLUIDA = 'Esta atividade está concluída. Reabra-a para alterá-la.';
const CANCELADA = 'Esta atividade está cancelada e não pode ser alterada.';
const QUESTIONARIO_CONGELADO = 'O questionário não pode ser trocado depois que a atividade começou.';

const REFERENCIAS = ['tipo_servico_id', 'site_id', 'responsavel_id', 'questionario_id'] as const;

/**
 * Applies `mudanca` over the activity the screen read at `versao`, while it is open: the stored
 * record merged with the change is checked whole, references only where they change. Writes
 * nothing when nothing changes (false); otherwise one version up, with the fields it changed
 * before and after in the histórico (true).
 */
export async function alterarAtividade(trx: Trx, empresaId: string, id: string, body: AtividadeUpdateBody, autoria: Autoria): Promise<boolean> {
  const { versao, ...mudanca } = body;
  const atual = await carregarNaVersao(trx, empresaId, id, versao);
  if (atual.status === 'concluida') throw httpErrors.refused(CONCLUIDA);
  if (atual.status === 'cancelada') throw httpErrors.refused(CANCELADA);

  const antes = retrato(atual);
  const pedido = retrato({ ...atual, ...mudanca, prazo: mudanca.prazo === undefined ? atual.prazo : mudanca.prazo });
  const { valores, problemas } = problemasDaAtividade(pedido);
  const depois: Retrato = { ...pedido, ...valores };
  const alterados = (Object.keys(depois) as (keyof Retrato)[]).filter((campo) => depois[campo] !== antes[campo]);
  if (alterados.includes('questionario_id') && atual.status !== 'agendada') {
    throw httpErrors.conflict(QUESTIONARIO_CONGELADO, { questionario_id: [motivo('questionario_congelado')] });
  }
  const novas: Referencias = {};
  for (const campo of REFERENCIAS) {
    const valor = depois[campo];
    if (alterados.includes(campo) && valor !== null) novas[campo] = valor;
  }
  Object.assign(problemas, (await conferirReferencias(trx, empresaId, novas)).problemas);
  semProblemas(problemas);
  if (alterados.length === 0) return false;

  const antesDaMudanca = Object.fromEntries(alterados.map((campo) => [campo, antes[campo]])) as Partial<Retrato>;
  const mudou = Object.fromEntries(alterados.map((campo) => [campo, depois[campo]])) as Partial<Retrato>;
  if (!(await atividades.update(trx, empresaId, id, versao, mudou, autoria))) throw httpErrors.stale();
  await atividadeHistorico.registrar(trx, empresaId, [{ atividadeId: id, acao: 'edicao', antes: antesDaMudanca, depois: mudou }], autoria);
  await publicarEvento(trx, empresaId, 'atividade.alterada', { id, codigo: atual.codigo, versao: versao + 1, antes: antesDaMudanca, depois: mudou }, autoria.agora);
  if (alterados.includes('responsavel_id')) {
    await notificar(trx, empresaId, autoria, [depois.responsavel_id], {
      tipo: 'atividade_atribuida',
      params: { codigo: atual.codigo, titulo: depois.titulo, quantas: 1 },
      link: linkDaAtividade(id),
    });
  }
  return true;
}
