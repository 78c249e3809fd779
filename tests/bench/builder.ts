import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jestConfig from '../../jest.config';
import { projectRoot } from '../support/serverProcess';
import { PERGUNTAS, REGRAS } from './questionarioRegras';

export interface MedidaBuilder {
  etapa: string;
  'mediana ms': number;
  'p95 ms': number;
  vezes: number;
}

/**
 * The builder's render and keystroke times. React components with Lingui macros need Babel and a
 * DOM: the measurement runs in Jest's app project (jsdom) and hands its figures back in a file.
 */
export function measureBuilder(): MedidaBuilder[] {
  const app = jestConfig.projects?.find((project) => typeof project === 'object' && project.displayName === 'app');
  if (!app || typeof app !== 'object') throw new Error('jest.config.ts não tem o projeto app');
  const pasta = mkdtempSync(path.join(tmpdir(), 'prumo-bench-builder-'));
  const saida = path.join(pasta, 'medidas.json');
  try {
    const config = { ...app, rootDir: projectRoot, testMatch: ['<rootDir>/tests/bench/builderRender.bench.tsx'], testTimeout: 600_000 };
    const jest = spawnSync(process.execPath, [path.join(projectRoot, 'node_modules/jest/bin/jest.js'), '--config', JSON.stringify(config), '--silent'], {
      cwd: projectRoot,
      stdio: 'inherit',
      env: { ...process.env, PRUMO_BENCH_SAIDA: saida, PRUMO_BENCH_PERGUNTAS: String(PERGUNTAS), PRUMO_BENCH_REGRAS: String(REGRAS) },
    });
    if (jest.status !== 0) throw new Error('a medição do construtor falhou');
    return JSON.parse(readFileSync(saida, 'utf8')) as MedidaBuilder[];
  } finally {
    rmSync(pasta, { recursive: true, force: true });
  }
}
