import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { generateSW } from 'workbox-build';
import { BRAND_MARK_LINE, BRAND_MARK_VIEWBOX, BRAND_MARK_WEIGHT } from '#contract/brandMark';
import { ETIQUETA_DE_SYNC, PEDIDO_DE_ENVIO } from '#contract/envioEmSegundoPlano';
import { LIGHT_BACKGROUND, LIGHT_THEMES } from '#contract/palettes';
import { DEFAULT_SETTINGS } from '#machines/customizerSettings';
import { pedirEnvioAsPaginas } from './envioEmSegundoPlano';
import { HASHED } from './hashedName';

/**
 * Run by `npm run build` after Parcel: makes the built SPA installable. Draws the icons from the
 * brand mark, writes /manifest.webmanifest and links it from index.html, then has Workbox write
 * /sw.js, which precaches every file of the build (every lazy chunk and every language's catalogs
 * included) and answers navigations with index.html, so each route opens offline.
 */
const distDir = path.resolve(__dirname, '../../dist');
const colours = LIGHT_THEMES[DEFAULT_SETTINGS.activeTheme];
const THEME_COLOUR = colours.primary.main;
const BACKGROUND_COLOUR = (colours.background ?? LIGHT_BACKGROUND).default;

const MANIFEST_FILE = 'manifest.webmanifest';
const SERVICE_WORKER_FILE = 'sw.js';
/** Background Sync for the writes kept on the device (docs/outbox.md), imported by the worker. */
const SYNC_FILE = 'sw-envios.js';

const iconFile = (size: number) => `icon-${size}.png`;

// The mark fills the middle half of a full-bleed tile: inside the circle a maskable icon keeps whatever the mask.
function iconSvg(size: number): string {
  const grid = BRAND_MARK_VIEWBOX * 2;
  const { strokeWidth, ...line } = BRAND_MARK_LINE;
  const lineAttributes = Object.entries(line).map(([name, value]) => `${name}="${value}"`).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${grid} ${grid}">
<rect width="${grid}" height="${grid}" fill="${THEME_COLOUR}"/>
<g transform="translate(${BRAND_MARK_VIEWBOX / 2} ${BRAND_MARK_VIEWBOX / 2})">
<line ${lineAttributes} stroke="#ffffff" stroke-width="${strokeWidth}" stroke-linecap="round"/>
<path d="${BRAND_MARK_WEIGHT}" fill="#ffffff"/>
</g></svg>`;
}

const manifest = {
  id: '/',
  name: 'Prumo',
  short_name: 'Prumo',
  description: 'Sites, serviços, questionários e atividades de campo da sua empresa.',
  lang: 'pt-BR',
  // The sign-in page sends a signed-in person on to their first page.
  start_url: '/login',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOUR,
  background_color: BACKGROUND_COLOUR,
  icons: [
    { src: `/${iconFile(192)}`, sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: `/${iconFile(512)}`, sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: `/${iconFile(512)}`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/** Each text file with the Brotli and gzip copies the server sends (.parcelrc does the same for Parcel's own). */
function writeCompressed(file: string, content: string | Buffer): void {
  const target = path.join(distDir, file);
  writeFileSync(target, content);
  writeFileSync(`${target}.br`, brotliCompressSync(content));
  writeFileSync(`${target}.gz`, gzipSync(content));
}

async function buildPwa(): Promise<void> {
  for (const size of [192, 512]) {
    await sharp(Buffer.from(iconSvg(size))).png().toFile(path.join(distDir, iconFile(size)));
  }
  writeCompressed(MANIFEST_FILE, JSON.stringify(manifest));

  // Linked here rather than in src/index.html: Parcel would build the manifest under a hashed name.
  const index = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const link = `<link rel="manifest" href="/${MANIFEST_FILE}">`;
  if (!index.includes(link)) {
    if (!index.includes('<title>')) throw new Error('dist/index.html sem <title>: onde ligar o manifesto?');
    writeCompressed('index.html', index.replace('<title>', `${link}<title>`));
  }

  writeCompressed(SYNC_FILE, `(${pedirEnvioAsPaginas.toString()})(${JSON.stringify(ETIQUETA_DE_SYNC)}, ${JSON.stringify(PEDIDO_DE_ENVIO)});\n`);

  const { count, size, warnings } = await generateSW({
    globDirectory: distDir,
    globPatterns: ['**/*.{html,js,css,woff2,png,svg,webp,jpg,webmanifest}'],
    globIgnores: [SERVICE_WORKER_FILE, SYNC_FILE],
    importScripts: [`/${SYNC_FILE}`],
    swDest: path.join(distDir, SERVICE_WORKER_FILE),
    // The demo area's fake data is one large chunk; every chunk must open offline.
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    dontCacheBustURLsMatching: HASHED,
    navigateFallback: '/index.html',
    // The API (a public report's PDF and images included) is never answered by the worker.
    navigateFallbackDenylist: [/^\/api(\/|$)/],
    // The first worker takes the page at once; a later one waits for the person (src/app/serviceWorker.ts).
    clientsClaim: true,
    skipWaiting: false,
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
  });
  if (warnings.length > 0) throw new Error(`Workbox: ${warnings.join('\n')}`);
  writeCompressed(SERVICE_WORKER_FILE, readFileSync(path.join(distDir, SERVICE_WORKER_FILE)));
  console.log(`Aplicativo instalável: ${count} arquivos (${(size / 1024 / 1024).toFixed(1)} MB) guardados para uso offline.`);
}

void buildPwa().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
