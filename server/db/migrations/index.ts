import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Migration } from '../migrate';

/** A migration's file: its four-digit version, then its name. */
const ARQUIVO = /^(\d{4})_\w+\.ts$/;

/**
 * Every migration of this folder, in order, as the routes are loaded from theirs: a new migration
 * is a new numbered file and nothing else. Each file exports one migration whose version is the
 * file's number, so that a copied file with a stale version fails the start instead of being skipped.
 */
export async function carregarMigracoes(): Promise<Migration[]> {
  const arquivos = readdirSync(__dirname)
    .filter((arquivo) => ARQUIVO.test(arquivo))
    .sort();
  const migracoes: Migration[] = [];
  for (const arquivo of arquivos) {
    const modulo = (await import(join(__dirname, arquivo))) as Record<string, unknown>;
    const exportadas = Object.values(modulo).filter(eMigracao);
    const versao = Number(ARQUIVO.exec(arquivo)![1]);
    if (exportadas.length !== 1 || exportadas[0]!.version !== versao) {
      throw new Error(`${arquivo}: o arquivo deve exportar uma só migração, de versão ${versao}`);
    }
    migracoes.push(exportadas[0]!);
  }
  return migracoes;
}

function eMigracao(valor: unknown): valor is Migration {
  return typeof valor === 'object' && valor !== null && 'version' in valor && 'up' in valor && typeof valor.up === 'function';
}
