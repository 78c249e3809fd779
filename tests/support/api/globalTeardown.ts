import { rmSync } from 'node:fs';
import path from 'node:path';

export default function globalTeardown(): void {
  const image = process.env.PRUMO_TEST_PGLITE_IMAGE;
  if (image) rmSync(path.dirname(image), { recursive: true, force: true });
}
