import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import linguiConfig from '../../lingui.config';

interface Entry {
  id: string;
  translation: string;
}

/** Reads a gettext catalog's entries (msgid and msgstr, each possibly over several quoted lines). */
function readCatalog(locale: string, catalogo: Catalogo): Entry[] {
  const text = readFileSync(join(__dirname, '../..', pasta(catalogo), locale, `${catalogo}.po`), 'utf8');
  const unquote = (block: string) =>
    [...block.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => JSON.parse(`"${match[1]}"`) as string).join('');
  return [...text.matchAll(/^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/gm)]
    .map((match) => ({ id: unquote(match[1] ?? ''), translation: unquote(match[2] ?? '') }))
    .filter((entry) => entry.id !== '');
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

const source = linguiConfig.sourceLocale ?? 'pt-BR';
const targets = linguiConfig.locales.filter((locale) => locale !== source);
/**
 * `inicio` is what the first page draws, `escritorio` what only the back-office draws, `messages`
 * the rest, and `notificacoes` what notifications say, which the server mails too (lingui.config.ts).
 */
const catalogos = ['inicio', 'messages', 'escritorio', 'notificacoes'] as const;
type Catalogo = (typeof catalogos)[number];
const pasta = (catalogo: Catalogo) => (catalogo === 'notificacoes' ? 'contract/locales' : 'src/locales');
const sourceIds = (catalogo: Catalogo) => readCatalog(source, catalogo).map((entry) => entry.id);
const cada = targets.flatMap((locale) => catalogos.map((catalogo) => [locale, catalogo] as const));

describe('translation catalogs', () => {
  it('has the source catalogs with the template labels', () => {
    expect(sourceIds('inicio').length).toBeGreaterThan(50);
    expect(sourceIds('messages').length).toBeGreaterThan(100);
    expect(sourceIds('escritorio').length).toBeGreaterThan(100);
    expect(sourceIds('inicio')).toEqual(expect.arrayContaining(['Modern', 'Ecommerce', 'Contacts', 'Chats', 'Followers', 'Tickets']));
  });

  it.each(cada)('%s translates every message of the source in %s', (locale, catalogo) => {
    const entries = readCatalog(locale, catalogo);
    expect(entries.map((entry) => entry.id).sort()).toEqual([...sourceIds(catalogo)].sort());
    const untranslated = entries.filter((entry) => entry.translation.trim() === '').map((entry) => entry.id);
    expect(untranslated).toEqual([]);
  });

  it.each(cada)('%s keeps every placeholder of the source in %s', (locale, catalogo) => {
    // A message with an id of its own (`campo.<code>`, lingui.config.ts) has its text in the source catalog.
    const textos = new Map(readCatalog(source, catalogo).map((entry) => [entry.id, entry.translation || entry.id]));
    const broken = readCatalog(locale, catalogo).filter(
      (entry) => placeholders(textos.get(entry.id) ?? entry.id).join() !== placeholders(entry.translation).join(),
    );
    expect(broken).toEqual([]);
  });

  it.each(linguiConfig.locales.flatMap((locale) => catalogos.map((catalogo) => [locale, catalogo] as const)))(
    '%s has a compiled %s catalog with every message',
    async (locale, catalogo) => {
      const { messages } = (await import(`../../${pasta(catalogo)}/${locale}/${catalogo}`)) as { messages: Record<string, unknown> };
      expect(Object.keys(messages)).toHaveLength(sourceIds(catalogo).length);
    },
  );
});
