import type { RespostasBody } from '../../contract/atividade';
import { respondida, type Resposta } from '../../contract/questionarioRegras';
import { problemasDasRespostas } from '../../contract/questionarioRespostas';
import { REGISTRO_ALTERADO } from '../../contract/registro';
import { recusaDasRespostas } from '../../machines/atividadeMachine';
import { atividadeHistorico } from '../db/repositories/atividadeHistorico';
import { atividades } from '../db/repositories/atividades';
import type { Autoria } from '../db/repositories/registros';
import { httpErrors } from '../http/errors';
import { semProblemas } from '../http/registros';
import { problemasDosArquivos } from './arquivos';
import { carregarNaVersao, type Ator } from './carregar';
import type { Trx } from '../db/tenant';
import { contextoDa, definicaoCongelada } from './transicionar';

const SEM_QUESTIONARIO = 'Esta atividade não tem questionário.';

/**
 * Writes `enviados` over `guardados` by key: an answer that answers nothing (null, blank text,
 * an empty list) clears the key. Returns the result and, for each key that changed, its value
 * before and after (null when absent).
 */
function aplicar<V>(
  guardados: Readonly<Record<string, V>>,
  enviados: Readonly<Record<string, V | null>>,
  vazio: (valor: V | null) => boolean,
): { resultado: Record<string, V>; antes: Record<string, V | null>; depois: Record<string, V | null> } {
  const resultado = { ...guardados };
  const antes: Record<string, V | null> = {};
  const depois: Record<string, V | null> = {};
  for (const [id, valor] of Object.entries(enviados)) {
    const novo = vazio(valor) ? null : valor;
    const velho = guardados[id] ?? null;
    if (JSON.stringify(novo) === JSON.stringify(velho)) continue;
    if (novo === null) delete resultado[id];
    else resultado[id] = novo;
    antes[id] = velho;
    depois[id] = novo;
  }
  return { resultado, antes, depois };
}

const comMudancas = <T>(campo: string, mudancas: Record<string, T>) => (Object.keys(mudancas).length > 0 ? { [campo]: mudancas } : {});

/**
 * Writes answers and comments over the activity read at `versao`, while it is em_andamento and
 * by whoever may carry it out (the machine's rule), each checked against the frozen
 * questionnaire version. Writes nothing when nothing changes; otherwise one version up, with
 * the changed answers before and after in the histórico.
 */
export async function salvarRespostas(trx: Trx, empresaId: string, id: string, ator: Ator, body: RespostasBody, autoria: Autoria): Promise<void> {
  const atual = await carregarNaVersao(trx, empresaId, id, body.versao);
  const recusa = recusaDasRespostas(atual.status, contextoDa(atual, ator, null));
  if (recusa) throw httpErrors.conflict(recusa);
  const definicao = await definicaoCongelada(trx, empresaId, atual);
  if (!definicao) throw httpErrors.conflict(SEM_QUESTIONARIO);
  const comentariosEnviados = body.comentarios ?? {};
  const problemas = problemasDasRespostas(definicao, body.respostas, comentariosEnviados);
  semProblemas({ ...(await problemasDosArquivos(trx, empresaId, id, definicao, body.respostas)), ...problemas });

  const respostas = aplicar<Resposta>(atual.respostas, body.respostas, (valor) => !respondida(valor));
  const comentarios = aplicar<string>(
    atual.comentarios,
    Object.fromEntries(Object.entries(comentariosEnviados).map(([chave, texto]) => [chave, texto?.trim() ?? null])),
    (texto) => !texto,
  );
  const antes = { ...comMudancas('respostas', respostas.antes), ...comMudancas('comentarios', comentarios.antes) };
  if (Object.keys(antes).length === 0) return;
  const depois = { ...comMudancas('respostas', respostas.depois), ...comMudancas('comentarios', comentarios.depois) };
  const valores = { respostas: JSON.stringify(respostas.resultado), comentarios: JSON.stringify(comentarios.resultado) };
  if (!(await atividades.update(trx, empresaId, id, body.versao, valores, autoria))) throw httpErrors.conflict(REGISTRO_ALTERADO);
  await atividadeHistorico.registrar(trx, empresaId, [{ atividadeId: id, acao: 'respostas', antes, depois }], autoria);
}
