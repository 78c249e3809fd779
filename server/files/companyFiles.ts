import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Files that belong to a company, under DATA_DIR/files/<empresa_id>/. The database keeps the
 * name returned by `save` ("<empresa_id>/<random>.<ext>"); a name never comes from a request.
 */
export function companyFiles(dataDir: string) {
  const root = path.join(dataDir, 'files');
  return {
    async save(empresaId: string, bytes: Buffer, extension: string): Promise<string> {
      const name = `${empresaId}/${randomUUID()}.${extension}`;
      await mkdir(path.join(root, empresaId), { recursive: true });
      await writeFile(path.join(root, name), bytes, { mode: 0o600 });
      return name;
    },

    read(name: string): Promise<Buffer> {
      return readFile(path.join(root, name));
    },

    /** Where a saved file lies, for what streams it from the disk. */
    caminho(name: string): string {
      return path.join(root, name);
    },

    async remove(name: string): Promise<void> {
      await rm(path.join(root, name), { force: true });
    },
  };
}
