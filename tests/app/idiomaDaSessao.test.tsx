import { i18n, type Messages } from '@lingui/core';
import { screen, waitFor } from '@testing-library/react';
import * as retry from '../../src/i18n/retry';
import { messages as inicioAr } from '../../src/locales/ar/inicio';
import { messages as restoAr } from '../../src/locales/ar/messages';
import { messages as inicioEn } from '../../src/locales/en/inicio';
import { messages as restoEn } from '../../src/locales/en/messages';
import { messages as restoPtBR } from '../../src/locales/pt-BR/messages';
import { atividadeFixture, fakeAtividade } from '../support/app/fakeAtividade';
import { demoUser } from '../support/app/fixtures';
import { heading, renderApp } from '../support/app/renderApp';
import { signedIn } from '../support/app/signedIn';

// The catalogs arrive when this test lets them, in the order that once showed message ids.
globalThis.somenteCatalogoInicial = true;

interface Carga {
  nome: string;
  soltar: () => void;
}
const esperando: Carga[] = [];
const NOMES = new Map<Messages, string>([
  [inicioEn, 'en:inicio'],
  [restoEn, 'en:resto'],
  [inicioAr, 'ar:inicio'],
  [restoAr, 'ar:resto'],
  [restoPtBR, 'pt-BR:resto'],
]);

// i18n.ts reads withRetries from its module at each call: every catalog passes through here (and
// the pages' code, which goes on at once).
jest.spyOn(retry, 'withRetries').mockImplementation(async (load) => {
  const carregado = await load();
  const nome = NOMES.get((carregado as { messages?: Messages }).messages ?? {});
  if (nome) await new Promise<void>((soltar) => esperando.push({ nome, soltar }));
  return carregado;
});

/** Lets the catalogs named arrive, once each has been asked for. */
async function soltar(...nomes: string[]) {
  for (const nome of nomes) {
    await waitFor(() => expect(esperando.map((carga) => carga.nome)).toContain(nome));
    const indice = esperando.findIndex((carga) => carga.nome === nome);
    esperando.splice(indice, 1)[0]!.soltar();
  }
}

/** Every message id of the app: none of them may be read on screen as a text. */
const IDS = new Set(Object.keys(restoPtBR));
const idsNaTela = () =>
  [...document.body.querySelectorAll('*')].flatMap((elemento) =>
    [...elemento.childNodes].filter((no) => no.nodeType === Node.TEXT_NODE && IDS.has(no.textContent!.trim())).map((no) => no.textContent),
  );

describe('the language of the session', () => {
  it('shows no message id while the stored language and the profile’s load in the worst order', async () => {
    const faltando: string[] = [];
    i18n.on('missing', ({ id }) => faltando.push(id));
    localStorage.setItem('customizer', JSON.stringify({ isLanguage: 'en' }));
    const user = { ...demoUser, idioma: 'ar' as const };
    signedIn(fakeAtividade({ atividade: atividadeFixture(), user }), user);
    renderApp('/atividades/detalhes/a-1');

    // The page asks for the rest of the Portuguese on screen; the profile's Arabic arrives before
    // the stored English, which was asked for first.
    await soltar('pt-BR:resto', 'ar:inicio', 'ar:resto');
    await heading('Manutenção preventiva dos splits');
    await screen.findByRole('tab', { name: 'الاستبيان' });
    // The stored English arrives last, and whatever it asks for next: it stays off screen.
    await soltar('en:inicio');
    await waitFor(() => expect(esperando.some((carga) => carga.nome === 'en:resto') || i18n.locale === 'en').toBe(true));
    esperando.splice(0).forEach((carga) => carga.soltar());
    expect(i18n.locale).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('tab', { name: 'الاستبيان' })).toBeInTheDocument();
    expect(idsNaTela()).toEqual([]);
    expect(faltando).toEqual([]);
  });
});
