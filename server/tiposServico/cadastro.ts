import { motivo } from '#contract/mensagensDoCampo';
import { problemasDoTipoServico, type TipoServico, type TipoServicoValores } from '#contract/tiposServico';
import { questionarios } from '../db/repositories/questionarios';
import type { Autoria } from '../db/repositories/registros';
import { tiposServico, toTipoServico } from '../db/repositories/tiposServico';
import type { TipoServicoRow } from '../db/schema';
import type { Trx } from '../db/tenant';
import { httpErrors } from '../http/errors';
import { naVersao, semProblemas, temReferencias, violouUnico } from '../http/registros';
import type { Problema } from '../http/textoDoCampo';

export const NAO_ENCONTRADO = 'Tipo de serviço não encontrado.';
const NOME_EM_USO = 'Já existe um tipo de serviço com este nome.';
export const COM_REFERENCIAS = 'Este tipo de serviço é usado por atividades e não pode ser excluído. Arquive-o.';

/**
 * Checks the whole record (over `atual`, the stored one, on an edit) and its unique name, then
 * writes it with `write`; 409 beside nome when taken.
 */
async function gravar(
  trx: Trx,
  empresaId: string,
  entrada: Partial<TipoServicoValores>,
  atual: TipoServicoRow | undefined,
  write: (valores: TipoServicoValores) => Promise<TipoServico>,
): Promise<TipoServico> {
  const { valores, problemas: doContrato } = problemasDoTipoServico(entrada);
  const problemas: Record<string, Problema[]> = { ...doContrato };
  // Only a new choice must be on offer: a questionnaire archived after it was chosen stays until
  // the service type changes it, so renaming the type does not force another choice.
  const { questionario_id } = valores;
  if (questionario_id !== null && questionario_id !== atual?.questionario_id && !(await questionarios.oferecivel(trx, empresaId, questionario_id))) {
    problemas.questionario_id = [motivo('questionario_nao_publicado')];
  }
  semProblemas(problemas);
  if (await tiposServico.nomeEmUso(trx, empresaId, valores.nome, atual?.id)) throw httpErrors.taken('nome', NOME_EM_USO);
  return write(valores).catch((error: unknown) => {
    if (violouUnico(error) === 'tipo_servico_nome_key') throw httpErrors.taken('nome', NOME_EM_USO);
    // The questionnaire was deleted between the check and the write.
    if (temReferencias(error)) semProblemas({ questionario_id: [motivo('questionario_nao_publicado')] });
    throw error;
  });
}

/** Applies `mudanca` over the service type the screen read at `versao`. */
export async function alterarTipoServico(
  trx: Trx,
  empresaId: string,
  id: string,
  versao: number,
  mudanca: Partial<TipoServicoValores>,
  autoria: Autoria,
): Promise<TipoServico> {
  const atual = naVersao(await tiposServico.find(trx, empresaId, id), versao, NAO_ENCONTRADO);
  return gravar(trx, empresaId, { ...atual, ...mudanca }, atual, async (valores) => {
    const row = await tiposServico.update(trx, empresaId, id, versao, valores, autoria);
    if (!row) throw httpErrors.stale();
    return toTipoServico(row);
  });
}

/** The company's service type with this id; 404 otherwise. */
export async function carregarTipoServico(trx: Trx, empresaId: string, id: string): Promise<TipoServico> {
  const row = await tiposServico.find(trx, empresaId, id);
  if (!row) throw httpErrors.notFound(NAO_ENCONTRADO);
  return toTipoServico(row);
}

/** A new service type, checked whole, with a unique name and a published questionnaire. */
export function criarTipoServico(trx: Trx, empresaId: string, entrada: Partial<TipoServicoValores>, autoria: Autoria): Promise<TipoServico> {
  return gravar(trx, empresaId, entrada, undefined, async (valores) => toTipoServico(await tiposServico.create(trx, empresaId, valores, autoria)));
}
