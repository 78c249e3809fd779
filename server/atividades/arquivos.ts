import type { Arquivo } from '#contract/atividadeArquivo';
import type { Definicao } from '#contract/questionario';
import { perguntasEmOrdem } from '#contract/questionarioRegras';
import { arquivosDaResposta } from '#contract/questionarioRespostas';
import { recusaDasRespostas } from '#machines/atividadeMachine';
import { avisarAoVivo } from '../db/aoVivoDaTransacao';
import { atividadeArquivos } from '../db/repositories/atividadeArquivos';
import type { Autoria } from '../db/repositories/registros';
import type { companyFiles } from '../files/companyFiles';
import { EXTENSIONS, imageType } from '../files/imageType';
import { motivo, type MotivosPorCampo } from '#contract/mensagensDoCampo';
import { httpErrors } from '../http/errors';
import type { Tenant } from '../plugins/app/session';
import { carregar, type Ator } from './carregar';
import type { Trx } from '../db/tenant';
import { contextoDa } from './transicionar';

type Arquivos = ReturnType<typeof companyFiles>;

export const ARQUIVO_NAO_ENCONTRADO = 'Arquivo não encontrado.';

/**
 * Keeps a photo or a signature for the activity's answers, under the rule that guards the
 * answers themselves (em andamento, by whoever carries it out). The type is the one the bytes
 * declare, whatever the upload claimed. The file is written before its row; if the row does not
 * commit, the file is removed again.
 */
export async function guardarArquivo(
  tenant: Pick<Tenant, 'transaction'>,
  arquivos: Arquivos,
  id: string,
  ator: Ator,
  bytes: Buffer,
  autoria: Autoria,
): Promise<Arquivo> {
  const tipo = imageType(bytes);
  if (!tipo) throw httpErrors.invalidField('arquivo', motivo('tipo_de_imagem'));
  let nome: string | null = null;
  try {
    return await tenant.transaction(async (trx, empresaId) => {
      const atual = await carregar(trx, empresaId, id);
      const recusa = recusaDasRespostas(atual.status, contextoDa(atual, ator, null));
      if (recusa) throw httpErrors.refused(recusa);
      nome = await arquivos.save(empresaId, bytes, EXTENSIONS[tipo]);
      await avisarAoVivo(trx, empresaId, [{ tipo: 'atividade', id }]);
      return atividadeArquivos.inserir(trx, empresaId, id, { tipo, tamanho: bytes.length, arquivo: nome }, autoria);
    });
  } catch (error) {
    if (nome) await arquivos.remove(nome);
    throw error;
  }
}

/**
 * Answers may only refer to files sent for this very activity: messages by field
 * (`respostas.<id>`) for those that refer to any other, empty when all is well.
 */
export async function problemasDosArquivos(
  trx: Trx,
  empresaId: string,
  atividadeId: string,
  definicao: Definicao,
  respostas: Readonly<Record<string, unknown>>,
): Promise<MotivosPorCampo> {
  const porPergunta = perguntasEmOrdem(definicao)
    .filter(({ pergunta }) => pergunta.id in respostas)
    .map(({ pergunta }) => ({ id: pergunta.id, arquivos: arquivosDaResposta(pergunta, respostas[pergunta.id]) }))
    .filter(({ arquivos }) => arquivos.length > 0);
  const existentes = await atividadeArquivos.existentes(trx, empresaId, atividadeId, porPergunta.flatMap(({ arquivos }) => arquivos));
  return Object.fromEntries(
    porPergunta.filter(({ arquivos }) => !arquivos.every((arquivo) => existentes.has(arquivo))).map(({ id }) => [`respostas.${id}`, [motivo('imagem_desconhecida')]]),
  );
}
