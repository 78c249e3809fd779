import createCache, { type EmotionCache, type Options } from '@emotion/cache';

/**
 * Emotion works out each of MUI's styles the first time a page draws it: stylis parses the style's
 * text and each rule goes into the page's sheet on its own, about a third of a signed-in page's
 * first draw (docs/celular.md). A returning person's browser keeps the rules this version of the
 * app drew, and the next start hands them to Emotion the way a server hands it the styles it
 * rendered: one `<style data-emotion="key name…">` the browser parses at once, whose styles Emotion
 * then neither works out nor inserts again.
 *
 * A style's name is a hash of its text, so a kept rule is the style it names; the rules keep the
 * order they were drawn in, as after a visit to those pages earlier in the same session. Kept per
 * version of the app (its script's address changes with every build): what one version drew is
 * dropped by the next.
 */
const PREFIXO = 'prumo.estilos.';
/**
 * Every page of the app, visited as the admin, draws about 260,000 characters of rules, which the
 * browser parses in about 12 ms at a computer's speed: past this, nothing more is kept.
 */
const LIMITE = 300_000;
const ESPERA_MS = 2000;

function versao(): string {
  return document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? '';
}

function ler(chave: string): string | null {
  try {
    return localStorage.getItem(chave);
  } catch {
    return null;
  }
}

function escrever(chave: string, valor: string | null): void {
  try {
    if (valor === null) localStorage.removeItem(chave);
    else localStorage.setItem(chave, valor);
  } catch {
    // A full or refused storage only costs the next start its head start.
  }
}

/** The version, the names, then the rules (whose own text has line breaks: a media query's). */
function devolver(key: string): void {
  const guardado = ler(PREFIXO + key);
  if (!guardado) return;
  const fimDaVersao = guardado.indexOf('\n');
  const fimDosNomes = guardado.indexOf('\n', fimDaVersao + 1);
  const nomes = guardado.slice(fimDaVersao + 1, fimDosNomes);
  if (fimDaVersao < 0 || fimDosNomes < 0 || guardado.slice(0, fimDaVersao) !== versao() || !nomes) {
    escrever(PREFIXO + key, null);
    return;
  }
  const style = document.createElement('style');
  style.setAttribute('data-emotion', `${key} ${nomes}`);
  style.textContent = guardado.slice(fimDosNomes + 1);
  document.head.appendChild(style);
}

function guardar(cache: EmotionCache): void {
  const nomes = Object.keys(cache.inserted).filter((nome) => cache.inserted[nome] === true);
  const css = cache.sheet.tags.flatMap((tag) => Array.from(tag.sheet?.cssRules ?? [], (regra) => regra.cssText)).join('');
  if (nomes.length > 0 && css.length <= LIMITE) escrever(PREFIXO + cache.key, `${versao()}\n${nomes.join(' ')}\n${css}`);
}

/** createCache, starting from the styles this browser kept, and keeping the ones it draws. */
export function cacheComEstilosGuardados(options: Options): EmotionCache {
  if (process.env.NODE_ENV !== 'production') return createCache(options);
  devolver(options.key);
  const cache = createCache(options);
  const inserir = cache.insert;
  let espera: ReturnType<typeof setTimeout> | undefined;
  // Kept once a page has drawn (a moment after its last new style), and when the page goes away.
  cache.insert = (...args) => {
    clearTimeout(espera);
    espera = setTimeout(() => guardar(cache), ESPERA_MS);
    return inserir(...args);
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') guardar(cache);
  });
  return cache;
}
