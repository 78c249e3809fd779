import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the build reads (Parcel, then server/spa/pwa.ts with what it imports): a change under any of them makes dist/ stale. */
const SOURCES = [
  'src',
  'contract',
  'machines',
  'mirage',
  'package.json',
  '.parcelrc',
  'babel.config.json',
  'lingui.config.ts',
  'server/spa/pwa.ts',
  'server/spa/envioEmSegundoPlano.ts',
  'server/spa/hashedName.ts',
];

/** `no-sources`: a checkout without the SPA (src/index.html), where only the API can start. */
export type SpaBuildState = 'no-sources' | 'up-to-date' | 'stale';

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  // A folder's own time counts too: deleting a file changes nothing else.
  return readdirSync(target, { withFileTypes: true }).reduce(
    (newest, item) => Math.max(newest, newestChange(path.join(target, item.name))),
    stats.mtimeMs,
  );
}

/** Whether the SPA under `root` needs a build: dist/index.html older than any source, or missing. */
export function spaBuildState(root: string): SpaBuildState {
  if (!existsSync(path.join(root, 'src/index.html'))) return 'no-sources';
  const builtIndex = path.join(root, 'dist/index.html');
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.map((source) => newestChange(path.join(root, source))));
  return builtAt >= sourcesAt ? 'up-to-date' : 'stale';
}
