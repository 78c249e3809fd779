import { rmSync } from 'node:fs';
import path from 'node:path';
import { adminQuery } from './testDatabase';

export default async function globalTeardown(): Promise<void> {
  const image = process.env.PRUMO_TEST_PGLITE_IMAGE;
  if (image) rmSync(path.dirname(image), { recursive: true, force: true });
  const modelo = process.env.PRUMO_TEST_PG_TEMPLATE;
  if (modelo && process.env.DATABASE_URL) await adminQuery(process.env.DATABASE_URL, `drop database if exists ${modelo} with (force)`);
}
