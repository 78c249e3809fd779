import { rmSync } from 'node:fs';
import { stopServer } from '../../support/serverProcess';

export default async function globalTeardown(): Promise<void> {
  const running = globalThis.prumoE2eServer;
  if (!running) return;
  await stopServer(running.server.child);
  rmSync(running.dataDir, { recursive: true, force: true });
}
