import type { Relatorio } from '#contract/relatorio';
import { atividadeArquivos } from '../db/repositories/atividadeArquivos';
import { configuracoes } from '../db/repositories/configuracoes';
import type { companyFiles } from '../files/companyFiles';
import type { Trx } from '../db/tenant';
import { montarRelatorio } from './relatorio';
import { imagensDoRelatorio } from './relatorioImagens';
import { relatorioPdf, type ImagemDoRelatorio } from './relatorioPdf';

interface Guardado {
  arquivo: string;
  tipo: string;
}

/** The report and where its images lie, read in the transaction; the PDF is drawn after it ends. */
export interface RelatorioComArquivos {
  relatorio: Relatorio;
  logo: Guardado | null;
  arquivos: Map<string, Guardado>;
}

/** The ids of the files the report shows: photos and signatures of its visible answers, photos of the actions checked. */
export function arquivosDoRelatorio(relatorio: Relatorio): string[] {
  return imagensDoRelatorio(relatorio).map(({ id }) => id);
}

export async function relatorioComArquivos(trx: Trx, empresaId: string, atividadeId: string): Promise<RelatorioComArquivos> {
  const relatorio = await montarRelatorio(trx, empresaId, atividadeId);
  const arquivos = new Map<string, Guardado>();
  for (const id of arquivosDoRelatorio(relatorio)) {
    const guardado = await atividadeArquivos.find(trx, empresaId, atividadeId, id);
    if (guardado) arquivos.set(id, { arquivo: guardado.arquivo, tipo: guardado.tipo });
  }
  const empresa = await configuracoes.get(trx, empresaId);
  const logo = empresa?.logo_arquivo && empresa.logo_tipo ? { arquivo: empresa.logo_arquivo, tipo: empresa.logo_tipo } : null;
  return { relatorio, logo, arquivos };
}

/** The PDF of a report read by relatorioComArquivos; a file gone from the disk is left out, not an error. */
export function renderizarPdf({ relatorio, logo, arquivos }: RelatorioComArquivos, files: ReturnType<typeof companyFiles>): Promise<Buffer> {
  const ler = async (guardado: Guardado | null | undefined): Promise<ImagemDoRelatorio | null> => {
    if (!guardado) return null;
    try {
      return { bytes: await files.read(guardado.arquivo), tipo: guardado.tipo };
    } catch {
      return null;
    }
  };
  return relatorioPdf(relatorio, { logo: () => ler(logo), arquivo: (id) => ler(arquivos.get(id)) });
}

/** `attachment` with a file name made of the activity's code (its prefix may hold `/`). */
export function nomeDoPdf(codigo: string): string {
  return `attachment; filename="relatorio-${codigo.replace(/[^A-Za-z0-9._-]/g, '-')}.pdf"`;
}
