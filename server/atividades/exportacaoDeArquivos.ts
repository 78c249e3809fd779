import type { Readable } from 'node:stream';
import archiver from 'archiver';
import type { AtividadeExportacaoQuery } from '#contract/atividadeExportacao';
import type { ListaContexto } from '../db/repositories/atividadesLista';
import { EXTENSIONS } from '../files/imageType';
import { emLotes, loteDeAtividades, type LerNaEmpresa } from './exportacao';

/**
 * The photos and signatures of the activities the export's filters select, as a ZIP written as
 * it is read: one folder per activity (its código), each file named by its id, the id the
 * answers' columns of the export name. Images are stored as they are (they do not compress).
 * `caminho` says where a saved file lies.
 */
export function arquivosDaExportacao(ler: LerNaEmpresa, query: AtividadeExportacaoQuery, contexto: ListaContexto, caminho: (arquivo: string) => string): Readable {
  const zip = archiver('zip', { store: true });
  const lotes = emLotes(ler, async (trx, empresaId, depoisDe) => {
    const atividades = await loteDeAtividades(trx, empresaId, query, contexto, depoisDe).select(['a.id', 'a.numero', 'a.codigo']).execute();
    if (atividades.length === 0) return [];
    const arquivos = await trx
      .selectFrom('atividade_arquivo')
      .select(['atividade_id', 'id', 'tipo', 'arquivo'])
      .where('empresa_id', '=', empresaId)
      .where('atividade_id', 'in', atividades.map((atividade) => atividade.id))
      .orderBy('criado_em')
      .execute();
    return atividades.map((atividade) => ({ ...atividade, arquivos: arquivos.filter((arquivo) => arquivo.atividade_id === atividade.id) }));
  });
  void (async () => {
    for await (const lote of lotes) {
      let pedidos = 0;
      for (const atividade of lote) {
        for (const arquivo of atividade.arquivos) {
          zip.file(caminho(arquivo.arquivo), { name: `${atividade.codigo}/${arquivo.id}.${EXTENSIONS[arquivo.tipo]}` });
          pedidos++;
        }
      }
      // One batch's files at a time: the next are asked for once these have been read into the archive.
      if (pedidos > 0) await lido(zip);
    }
    await zip.finalize();
  })().catch((error: unknown) => zip.destroy(error as Error));
  return zip;
}

/** Until the archive has read every file it was given, or has failed or been closed. */
const lido = (zip: archiver.Archiver) =>
  new Promise<void>((resolve) => {
    const talvez = (progresso?: archiver.ProgressData) => {
      if (progresso && progresso.entries.processed < progresso.entries.total) return;
      for (const evento of ['progress', 'close', 'error']) zip.off(evento, talvez);
      resolve();
    };
    for (const evento of ['progress', 'close', 'error']) zip.on(evento, talvez);
  });
