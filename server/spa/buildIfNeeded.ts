import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { spaBuildState } from './buildState';

/**
 * Run by `npm start` before the server: builds the SPA when dist/ is missing or older than its
 * sources. A failed build is reported, and the server still starts (the API works without it).
 * `npm run build` passes --no-cache: Parcel's cache was seen to keep the main bundle of an
 * earlier build while a new lazy chunk asked it for exports it had gained since (the chunk's
 * import came back undefined at run time), a broken page after a pull with no error anywhere.
 */
const root = path.resolve(__dirname, '../..');

switch (spaBuildState(root)) {
  case 'no-sources':
    console.warn('Interface não encontrada (src/index.html): iniciando apenas a API.');
    break;
  case 'up-to-date':
    console.log('Interface já compilada e atualizada (dist/).');
    break;
  case 'stale': {
    console.log('Compilando a interface (npm run build)…');
    // A test runner's NODE_ENV=test would switch on Babel's test presets and React's development build.
    const result = spawnSync('npm', ['run', 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) {
      console.error('A compilação da interface falhou; a API inicia assim mesmo. Veja as mensagens acima.');
    }
  }
}
