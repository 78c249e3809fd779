import { RESPOSTAS_ALTERADAS, type RespostasAtuais, type RespostasBody } from '#contract/atividade';
import { respondida, type Resposta } from '#contract/questionarioRegras';
import { problemasDasRespostas } from '#contract/questionarioRespostas';
import { recusaDasRespostas } from '#machines/atividadeMachine';
import { atividadeHistorico } from '../db/repositories/atividadeHistorico';
import { atividades, type AtividadeCompleta } from '../db/repositories/atividades';
import type { Autoria } from '../db/repositories/registros';
import type { Escrita } from '../db/schema';
import { HttpError, httpErrors } from '../http/errors';
import { semProblemas } from '../http/registros';
import { ditos } from '../http/textoDoCampo';
import { motivo } from '#contract/mensagensDoCampo';
import { problemasDosArquivos } from './arquivos';
import { NAO_ENCONTRADA, type Ator } from './carregar';
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

/** The fields a save changes, by kind: `respostas.<id>` and `comentarios.<id>` name them in errors and in respostas_escritas. */
interface Mudancas {
  respostas: Record<string, unknown>;
  comentarios: Record<string, unknown>;
}
const campos = (mudancas: Mudancas) =>
  (['respostas', 'comentarios'] as const).flatMap((tipo) => Object.keys(mudancas[tipo]).map((id) => ({ tipo, id, campo: `${tipo}.${id}` })));

/**
 * Refuses (409) a save read at `versao` that changes an answer or comment someone else wrote
 * after it, naming each with its value now; a value the save leaves as it is never conflicts,
 * and nor does the person's own later write (a retry, or typing while a save was on its way).
 */
function semConflitos(atual: AtividadeCompleta, versao: number, por: string, mudancas: Mudancas): void {
  const conflitos = campos(mudancas).filter(({ campo }) => {
    const escrita = atual.respostas_escritas[campo];
    return escrita !== undefined && escrita.versao > versao && escrita.por !== por;
  });
  if (conflitos.length === 0) return;
  const atuais: RespostasAtuais = { versao: atual.versao, respostas: {}, comentarios: {} };
  for (const { tipo, id } of conflitos) atuais[tipo][id] = atual[tipo][id] ?? null;
  const errors = Object.fromEntries(conflitos.map(({ campo }) => [campo, [motivo('resposta_alterada')]]));
  throw new HttpError(409, 'versao_desatualizada', RESPOSTAS_ALTERADAS, ditos(errors), { atuais });
}

/**
 * Writes answers and comments over the activity, while it is em_andamento and by whoever may
 * carry it out (the machine's rule), each checked against the frozen questionnaire version.
 * `versao` is the one the device read: whatever else changed since is kept, and only an answer
 * someone else wrote since refuses the save (semConflitos). The row stays locked from the read
 * to the write, so two saves of one answer over one versao cannot both pass. Writes nothing when
 * nothing changes; otherwise one version up, with the changed answers before and after in the histórico.
 */
export async function salvarRespostas(trx: Trx, empresaId: string, id: string, ator: Ator, body: RespostasBody, autoria: Autoria): Promise<void> {
  const atual = await atividades.find(trx, empresaId, id, { travar: true });
  if (!atual) throw httpErrors.notFound(NAO_ENCONTRADA);
  const recusa = recusaDasRespostas(atual.status, contextoDa(atual, ator, null));
  if (recusa) throw httpErrors.refused(recusa);
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
  const mudancas = { respostas: respostas.depois, comentarios: comentarios.depois };
  semConflitos(atual, body.versao, autoria.por, mudancas);
  const antes = { ...comMudancas('respostas', respostas.antes), ...comMudancas('comentarios', comentarios.antes) };
  if (Object.keys(antes).length === 0) return;
  const depois = { ...comMudancas('respostas', respostas.depois), ...comMudancas('comentarios', comentarios.depois) };
  const escrita: Escrita = { versao: atual.versao + 1, por: autoria.por };
  const escritas = { ...atual.respostas_escritas, ...Object.fromEntries(campos(mudancas).map(({ campo }) => [campo, escrita])) };
  const valores = {
    respostas: JSON.stringify(respostas.resultado),
    comentarios: JSON.stringify(comentarios.resultado),
    respostas_escritas: JSON.stringify(escritas),
  };
  if (!(await atividades.update(trx, empresaId, id, atual.versao, valores, autoria))) throw httpErrors.stale();
  await atividadeHistorico.registrar(trx, empresaId, [{ atividadeId: id, acao: 'respostas', antes, depois }], autoria);
}
