import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from '../support/serverProcess';
import { CHROMIUM, CHROMIUM_FLAGS } from './bundle';

export interface LighthouseScore {
  formFactor: 'mobile' | 'desktop';
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of this machine's processor, taken during the run (higher is faster). */
  benchmarkIndex: number;
  /** How many times slower Lighthouse made the processor: 4 unless a calibrated run asked otherwise. */
  cpu: number;
}

interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue: number }>;
  environment: { benchmarkIndex: number };
}

const CPU_PADRAO = 4;

/**
 * The CPU slowdown that makes this processor a mid-range phone, from its benchmarkIndex.
 * Lighthouse's 4× assumes a fast desktop (index 1500-2000); its documentation on throttling
 * ("Calibrating the CPU slowdown") gives this piecewise line (3× at 1300, 2× at 800, 1× at 150) for
 * other machines, so a slow machine is not judged as a phone slower than the target.
 */
export function cpuCalibrada(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/**
 * Lighthouse's performance category for one page, on the machine's Chromium; in `profile`, a
 * browser profile (signedInProfile), when the page needs a session.
 */
export function lighthouse(url: string, formFactor: 'mobile' | 'desktop', profile?: string, cpu = CPU_PADRAO, attempts = 3): LighthouseScore {
  const run = spawnSync(
    process.execPath,
    [
      path.join(projectRoot, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      // Chromium takes the last --user-data-dir it is given: this one, after Lighthouse's own.
      `--chrome-flags=${[...CHROMIUM_FLAGS, ...(profile ? [`--user-data-dir=${profile}`] : [])].join(' ')}`,
      ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
      ...(cpu === CPU_PADRAO ? [] : [`--throttling.cpuSlowdownMultiplier=${cpu.toFixed(1)}`]),
    ],
    { cwd: projectRoot, env: { ...process.env, CHROME_PATH: CHROMIUM }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.status !== 0) {
    // On a busy machine a run now and then loses its trace (NO_NAVSTART): that run says nothing of the page.
    if (attempts > 1) return lighthouse(url, formFactor, profile, cpu, attempts - 1);
    throw new Error(`o Lighthouse falhou: ${run.stderr}`);
  }
  const report = JSON.parse(run.stdout) as Report;
  const audit = (id: string) => Math.round(report.audits[id]?.numericValue ?? Number.NaN);
  return {
    formFactor,
    performance: Math.round(report.categories.performance.score * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
    cpu: formFactor === 'desktop' ? 1 : Number(cpu.toFixed(1)),
  };
}
