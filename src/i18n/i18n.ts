import { i18n, type Messages } from '@lingui/core';
import type { Idioma } from '../../contract/auth';
import { messages as ptBR } from '../locales/pt-BR/messages';
import { withRetries } from './retry';

type Loader = () => Promise<{ messages: Messages }>;

// Only Portuguese ships in the first page; the others come when chosen.
const loaders: Record<Exclude<Idioma, 'pt-BR'>, Loader> = {
  en: () => import('../locales/en/messages'),
  fr: () => import('../locales/fr/messages'),
  ar: () => import('../locales/ar/messages'),
  zh: () => import('../locales/zh/messages'),
  vi: () => import('../locales/vi/messages'),
};

const loaded = new Set<Idioma>(['pt-BR']);

i18n.load('pt-BR', ptBR);
i18n.activate('pt-BR');

export async function activateIdioma(idioma: Idioma): Promise<void> {
  if (idioma !== 'pt-BR' && !loaded.has(idioma)) {
    const { messages } = await withRetries(loaders[idioma]);
    i18n.load(idioma, messages);
    loaded.add(idioma);
  }
  i18n.activate(idioma);
}

export { i18n };
