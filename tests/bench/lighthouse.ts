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
}

interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue: number }>;
}

/**
 * Lighthouse's performance category for one page, on the machine's Chromium; in `profile`, a
 * browser profile (signedInProfile), when the page needs a session.
 */
export function lighthouse(url: string, formFactor: 'mobile' | 'desktop', profile?: string, attempts = 3): LighthouseScore {
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
    ],
    { cwd: projectRoot, env: { ...process.env, CHROME_PATH: CHROMIUM }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.status !== 0) {
    // On a busy machine a run now and then loses its trace (NO_NAVSTART): that run says nothing of the page.
    if (attempts > 1) return lighthouse(url, formFactor, profile, attempts - 1);
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
  };
}
