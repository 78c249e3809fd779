import type { Comparacao, Definicao } from '#contract/questionario';
import { compararDefinicoes } from '#contract/questionarioComparacao';
import { motivo } from '#contract/mensagensDoCampo';
import { questionarios, type VersaoRow } from '../db/repositories/questionarios';
import type { Trx } from '../db/tenant';
import { httpErrors } from '../http/errors';
import { carregar } from './carregar';

const versaoNaoEncontrada = (numero: number) => `Versão ${numero} não encontrada.`;

/** Version `numero` of the company's questionnaire: 404 for a questionnaire or a version that does not exist. */
export async function carregarVersao(trx: Trx, empresaId: string, id: string, numero: number): Promise<VersaoRow> {
  await carregar(trx, empresaId, id);
  const versao = await questionarios.versao(trx, empresaId, id, numero);
  if (!versao) throw httpErrors.notFound(versaoNaoEncontrada(numero));
  return versao;
}

/** What changed from version `de` to version `para`, or to the open draft without `para`. */
export async function comparar(trx: Trx, empresaId: string, id: string, de: number, para: number | undefined): Promise<Comparacao> {
  const antes = (await carregarVersao(trx, empresaId, id, de)).definicao;
  let depois: Definicao;
  if (para === undefined) {
    const { rascunho } = await carregar(trx, empresaId, id);
    if (!rascunho) throw httpErrors.invalidField('para', motivo('sem_rascunho'));
    depois = rascunho;
  } else {
    depois = (await carregarVersao(trx, empresaId, id, para)).definicao;
  }
  return { de, para: para ?? null, mudancas: compararDefinicoes(antes, depois) };
}
