import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spaBuildState } from '#server/spa/buildState';

/** A checkout under a temporary folder, every file and folder dated `at` seconds. */
function checkout(files: string[], at: number): string {
  const root = mkdtempSync(path.join(tmpdir(), 'prumo-spa-'));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), '');
  }
  for (const file of files) {
    for (let target = file; target !== '.'; target = path.dirname(target)) utimesSync(path.join(root, target), at, at);
  }
  return root;
}

function touch(root: string, file: string, at: number): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), '');
  utimesSync(path.join(root, file), at, at);
}

const SOURCES = ['src/index.html', 'src/features/auth/LoginPage.tsx', 'contract/auth.ts', 'package.json', 'server/main.ts'];
// An hour ago: what the test changes afterwards, a deletion included, is dated now.
const BUILT_AT = Math.floor(Date.now() / 1000) - 3600;

describe('whether npm start builds the SPA', () => {
  const roots: string[] = [];
  const make = (files: string[], at: number) => {
    const root = checkout(files, at);
    roots.push(root);
    return root;
  };
  afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

  it('starts the API alone in a checkout without the SPA', () => {
    expect(spaBuildState(make(['server/main.ts', 'package.json'], BUILT_AT))).toBe('no-sources');
  });

  it('builds when dist/ is missing, as in a fresh clone', () => {
    expect(spaBuildState(make(SOURCES, BUILT_AT))).toBe('stale');
  });

  it('keeps a dist/ built after every source changed', () => {
    const root = make(SOURCES, BUILT_AT - 60);
    touch(root, 'dist/index.html', BUILT_AT);
    expect(spaBuildState(root)).toBe('up-to-date');
  });

  it.each(['src/features/auth/LoginPage.tsx', 'contract/auth.ts', 'package.json', 'src/features/sites/SitesPage.tsx', 'server/spa/envioEmSegundoPlano.ts'])(
    'builds again after %s changed',
    (changed) => {
      const root = make(SOURCES, BUILT_AT - 60);
      touch(root, 'dist/index.html', BUILT_AT);
      touch(root, changed, BUILT_AT + 1);
      expect(spaBuildState(root)).toBe('stale');
    },
  );

  it('builds again after a source was deleted', () => {
    const root = make(SOURCES, BUILT_AT - 60);
    touch(root, 'dist/index.html', BUILT_AT);
    rmSync(path.join(root, 'src/features/auth/LoginPage.tsx'));
    expect(spaBuildState(root)).toBe('stale');
  });

  it('does not build for a change on the server only', () => {
    const root = make(SOURCES, BUILT_AT - 60);
    touch(root, 'dist/index.html', BUILT_AT);
    touch(root, 'server/main.ts', BUILT_AT + 1);
    expect(spaBuildState(root)).toBe('up-to-date');
  });
});
