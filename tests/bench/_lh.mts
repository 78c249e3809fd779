import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { CHROMIUM, CHROMIUM_FLAGS, startApp } from './bundle';
import { signedIn } from './signedIn';

const [pathname = '/meu-dia', email = 'tecnico@prumo.example', runs = '1'] = process.argv.slice(2);
const app = await startApp();
try {
  const { profile } = await signedIn(app.url, email, pathname);
  for (let i = 0; i < Number(runs); i++) {
    const run = spawnSync(process.execPath, ['/work/main/node_modules/lighthouse/cli/index.js', app.url + pathname, '--only-categories=performance', '--output=json', '--output-path=stdout', '--quiet',
      `--chrome-flags=${[...CHROMIUM_FLAGS, `--user-data-dir=${profile}`].join(' ')}`], { cwd: '/work/main', env: { ...process.env, CHROME_PATH: CHROMIUM }, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    if (!run.stdout) { console.log('fail', run.status, run.stderr.slice(-500)); continue; }
    const r = JSON.parse(run.stdout);
    writeFileSync(`/tmp/lh-${pathname.replace(/\//g, '_')}-${i}.json`, run.stdout);
    const a = r.audits;
    const m = a.metrics.details.items[0];
    console.log('score', Math.round(r.categories.performance.score * 100), 'FCP', Math.round(m.firstContentfulPaint), 'LCP', Math.round(m.largestContentfulPaint), 'TBT', Math.round(m.totalBlockingTime), 'SI', Math.round(m.speedIndex), 'CLS', m.cumulativeLayoutShift.toFixed(3), '| observed FCP', m.observedFirstContentfulPaint, 'LCP', m.observedLargestContentfulPaint);
    for (const k of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index', 'cumulative-layout-shift']) console.log(' ', k, a[k].score);
  }
} finally {
  await app.stop();
}
