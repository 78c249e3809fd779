import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import linguiConfig from '../../lingui.config';

interface Entry {
  id: string;
  translation: string;
}

/** Reads a gettext catalog's entries (msgid and msgstr, each possibly over several quoted lines). */
function readCatalog(locale: string): Entry[] {
  const text = readFileSync(join(__dirname, '../../src/locales', locale, 'messages.po'), 'utf8');
  const unquote = (block: string) =>
    [...block.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => JSON.parse(`"${match[1]}"`) as string).join('');
  return [...text.matchAll(/^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/gm)]
    .map((match) => ({ id: unquote(match[1] ?? ''), translation: unquote(match[2] ?? '') }))
    .filter((entry) => entry.id !== '');
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

const source = linguiConfig.sourceLocale ?? 'pt-BR';
const targets = linguiConfig.locales.filter((locale) => locale !== source);
const sourceIds = readCatalog(source).map((entry) => entry.id);

describe('translation catalogs', () => {
  it('has the source catalog with the spec §2 template labels', () => {
    expect(sourceIds.length).toBeGreaterThan(100);
    expect(sourceIds).toEqual(expect.arrayContaining(['Modern', 'Ecommerce', 'Contacts', 'Chats', 'Followers', 'Tickets']));
  });

  it.each(targets)('%s translates every message of the source', (locale) => {
    const entries = readCatalog(locale);
    expect(entries.map((entry) => entry.id).sort()).toEqual([...sourceIds].sort());
    const untranslated = entries.filter((entry) => entry.translation.trim() === '').map((entry) => entry.id);
    expect(untranslated).toEqual([]);
  });

  it.each(targets)('%s keeps every placeholder of the source', (locale) => {
    const broken = readCatalog(locale).filter((entry) => placeholders(entry.id).join() !== placeholders(entry.translation).join());
    expect(broken).toEqual([]);
  });

  it.each(linguiConfig.locales)('%s has a compiled catalog with every message', async (locale) => {
    const { messages } = (await import(`../../src/locales/${locale}/messages`)) as { messages: Record<string, unknown> };
    expect(Object.keys(messages)).toHaveLength(sourceIds.length);
  });
});
