import { i18n, type Messages } from '@lingui/core';
import type { Idioma } from '#contract/auth';
import { messages as inicioPtBR } from '../locales/pt-BR/inicio';
import { withRetries } from './retry';

type Loader = () => Promise<{ messages: Messages }>;

/**
 * Each language has three catalogs (lingui.config.ts): `inicio`, what a visitor sees before signing
 * in; `escritorio`, what only the back-office pages show (builder, painel, configurações, the demo
 * area…), which a técnico's phone never needs; and `resto`, everything else, with what
 * notifications say (its catalog is in contract/, which the server's mails read too). Only
 * Portuguese's `inicio` ships in the first page.
 */
export type Parte = 'inicio' | 'resto' | 'escritorio';

const loaders: Record<Idioma, Record<Parte, readonly Loader[]>> = {
  'pt-BR': {
    inicio: [() => Promise.resolve({ messages: inicioPtBR })],
    resto: [() => import('../locales/pt-BR/messages'), () => import('#contract/locales/pt-BR/notificacoes')],
    escritorio: [() => import('../locales/pt-BR/escritorio')],
  },
  en: {
    inicio: [() => import('../locales/en/inicio')],
    resto: [() => import('../locales/en/messages'), () => import('#contract/locales/en/notificacoes')],
    escritorio: [() => import('../locales/en/escritorio')],
  },
  fr: {
    inicio: [() => import('../locales/fr/inicio')],
    resto: [() => import('../locales/fr/messages'), () => import('#contract/locales/fr/notificacoes')],
    escritorio: [() => import('../locales/fr/escritorio')],
  },
  ar: {
    inicio: [() => import('../locales/ar/inicio')],
    resto: [() => import('../locales/ar/messages'), () => import('#contract/locales/ar/notificacoes')],
    escritorio: [() => import('../locales/ar/escritorio')],
  },
  zh: {
    inicio: [() => import('../locales/zh/inicio')],
    resto: [() => import('../locales/zh/messages'), () => import('#contract/locales/zh/notificacoes')],
    escritorio: [() => import('../locales/zh/escritorio')],
  },
  vi: {
    inicio: [() => import('../locales/vi/inicio')],
    resto: [() => import('../locales/vi/messages'), () => import('#contract/locales/vi/notificacoes')],
    escritorio: [() => import('../locales/vi/escritorio')],
  },
};

/** Once a page needed the rest, every language chosen afterwards brings it too. */
const partesPedidas = new Set<Parte>(['inicio']);

// Lingui merges later catalogs into the first object it was given: a copy keeps the module's own intact.
i18n.load('pt-BR', { ...inicioPtBR });
i18n.activate('pt-BR');

/** Each catalog loaded or loading: the layout and the page ask for the rest at the same moment. */
const carregamentos = new Map<string, Promise<void>>([['pt-BR:inicio', Promise.resolve()]]);

function carregar(idioma: Idioma, parte: Parte): Promise<void> {
  const key = `${idioma}:${parte}`;
  const emCurso = carregamentos.get(key);
  if (emCurso) return emCurso;
  const carga = Promise.all(loaders[idioma][parte].map((loader) => withRetries(loader))).then(
    (catalogos) => {
      for (const { messages } of catalogos) i18n.load(idioma, messages);
    },
    (error: unknown) => {
      // A catalog that never arrived is asked for again the next time.
      carregamentos.delete(key);
      throw error;
    },
  );
  carregamentos.set(key, carga);
  return carga;
}

/** The language last asked for: the one that goes on screen once its catalogs are in. */
let pedido: Idioma = 'pt-BR';

/**
 * Puts `idioma` on screen once every part asked for so far is loaded for it, including a part
 * asked for while these loaded. A later choice wins over one whose catalogs arrive after it.
 */
export async function activateIdioma(idioma: Idioma): Promise<void> {
  pedido = idioma;
  let partes: Parte[] = [];
  while (partes.length < partesPedidas.size) {
    partes = [...partesPedidas];
    await Promise.all(partes.map((parte) => carregar(idioma, parte)));
  }
  if (pedido !== idioma) return;
  // Activating the language already on screen would still draw every text again.
  if (i18n.locale !== idioma) i18n.activate(idioma);
}

/**
 * Pages past the first ones wait for this before they draw, so that no text is missing: the rest
 * always, and the back-office's catalog for its pages. A language still loading brings the parts
 * asked for so far before it goes on screen (activateIdioma).
 */
export function carregarPartes(...partes: Exclude<Parte, 'inicio'>[]): Promise<void> {
  for (const parte of partes) partesPedidas.add(parte);
  return Promise.all(partes.map((parte) => carregar(i18n.locale as Idioma, parte))).then(() => undefined);
}

export { i18n };
