import { ANEXO_EXTENSOES, nomeDoAnexo, podeAnexar, podeRemoverAnexo, type Anexo } from '#contract/atividadeAnexo';
import { atividadeAnexos, type AnexoGuardado } from '../db/repositories/atividadeAnexos';
import { avisarAoVivo } from '../db/aoVivoDaTransacao';
import { atividadeHistorico } from '../db/repositories/atividadeHistorico';
import type { Autoria } from '../db/repositories/registros';
import type { companyFiles } from '../files/companyFiles';
import { anexoType } from '../files/anexoType';
import { pdfAtivo } from '../files/pdfAtivo';
import { motivo } from '#contract/mensagensDoCampo';
import { httpErrors } from '../http/errors';
import type { Tenant } from '../plugins/app/session';
import { carregar, type Ator } from './carregar';
import type { Trx } from '../db/tenant';

type Arquivos = ReturnType<typeof companyFiles>;

export const ANEXO_NAO_ENCONTRADO = 'Anexo não encontrado.';

/** The live screens hear that the activity's attachments changed (recurso `anexos`). */
const anexosMudaram = (trx: Trx, empresaId: string, atividadeId: string) => avisarAoVivo(trx, empresaId, [{ tipo: 'atividade', id: atividadeId, recurso: 'anexos' }]);

/**
 * Attaches a file to the activity, with its histórico entry in the same transaction. The type is
 * the one the bytes declare; the sent name is only cleaned and shown. The file is written before
 * its row; if the row does not commit, the file is removed again.
 */
export async function anexar(
  tenant: Pick<Tenant, 'transaction'>,
  arquivos: Arquivos,
  atividadeId: string,
  ator: Ator,
  enviado: { bytes: Buffer; filename: string },
  autoria: Autoria,
): Promise<Anexo> {
  const tipo = anexoType(enviado.bytes);
  const pdfRecusado = tipo === 'application/pdf' && pdfAtivo(enviado.bytes);
  let guardado: string | null = null;
  try {
    return await tenant.transaction(async (trx, empresaId) => {
      const atividade = await carregar(trx, empresaId, atividadeId);
      if (!podeAnexar(ator.papel, ator.usuarioId, atividade.responsavel_id)) {
        throw httpErrors.forbidden('Só admin, gestor e o responsável pela atividade anexam arquivos.');
      }
      if (!tipo) throw httpErrors.invalidField('arquivo', motivo('tipo_de_anexo'));
      if (pdfRecusado) throw httpErrors.invalidField('arquivo', motivo('pdf_ativo'));
      const nome = nomeDoAnexo(enviado.filename, tipo);
      guardado = await arquivos.save(empresaId, enviado.bytes, ANEXO_EXTENSOES[tipo]);
      const valores = { nome, tipo, tamanho: enviado.bytes.length, arquivo: guardado };
      const id = await atividadeAnexos.inserir(trx, empresaId, atividadeId, valores, autoria);
      await atividadeHistorico.registrar(
        trx,
        empresaId,
        [{ atividadeId, acao: 'anexo', antes: null, depois: { anexo: String(id), nome, tipo, tamanho: valores.tamanho } }],
        autoria,
      );
      await anexosMudaram(trx, empresaId, atividadeId);
      const [anexo] = await atividadeAnexos.list(trx, empresaId, atividadeId, { limite: 1, id });
      return anexo!;
    });
  } catch (error) {
    if (guardado) await arquivos.remove(guardado);
    throw error;
  }
}

/**
 * Removes an attachment (whoever sent it, admin or gestor), with its histórico entry; the file
 * goes once the removal has committed.
 */
export async function removerAnexo(
  tenant: Pick<Tenant, 'transaction'>,
  arquivos: Arquivos,
  atividadeId: string,
  anexoId: string,
  ator: Ator,
  autoria: Autoria,
): Promise<void> {
  const removido = await tenant.transaction(async (trx, empresaId): Promise<AnexoGuardado> => {
    await carregar(trx, empresaId, atividadeId);
    const anexo = await atividadeAnexos.find(trx, empresaId, atividadeId, anexoId);
    if (!anexo) throw httpErrors.notFound(ANEXO_NAO_ENCONTRADO);
    if (!podeRemoverAnexo(ator.papel, ator.usuarioId, anexo.criado_por)) {
      throw httpErrors.forbidden('Só quem enviou o anexo, um admin ou um gestor pode removê-lo.');
    }
    if (!(await atividadeAnexos.remover(trx, empresaId, atividadeId, anexo.id))) throw httpErrors.notFound(ANEXO_NAO_ENCONTRADO);
    await atividadeHistorico.registrar(
      trx,
      empresaId,
      [{ atividadeId, acao: 'anexo_removido', antes: { anexo: String(anexo.id), nome: anexo.nome, tipo: anexo.tipo, tamanho: anexo.tamanho }, depois: null }],
      autoria,
    );
    await anexosMudaram(trx, empresaId, atividadeId);
    return anexo;
  });
  await arquivos.remove(removido.arquivo);
}

/**
 * `Content-Disposition: attachment` with the file's name: a plain-ASCII fallback and the exact
 * name in UTF-8 (RFC 6266, RFC 8187).
 */
export function disposicaoDeAnexo(nome: string): string {
  const ascii = nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const utf8 = encodeURIComponent(nome).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}
