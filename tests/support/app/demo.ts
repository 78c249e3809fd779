import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Configuracoes } from '#contract/configuracoes';
import { demoClient } from '#mirage/demoClient';
import { heading, renderApp } from './renderApp';
import { signedIn } from './signedIn';

export function configuracoes(mostrar_demo: boolean): Configuracoes {
  return {
    nome: 'Construtora Prumo',
    cnpj: null,
    fuso_horario: 'America/Sao_Paulo',
    prefixo_atividade: 'AT-',
    mostrar_demo,
    idioma_padrao: 'pt-BR',
    logo_versao: null,
    versao: 1,
    atualizado_em: '2026-01-05T12:00:00.000Z',
  };
}

/**
 * A demo page opened by a signed-in admin whose company shows the demo. The app's API is faked; the demo's
 * calls reach the real demo server, which the page starts.
 */
export async function openDemo(path: string, title: string) {
  const api = signedIn({ 'GET /api/configuracoes': () => ({ status: 200, data: configuracoes(true) }) });
  renderApp(path);
  await heading(title);
  return { api, user: userEvent.setup() };
}

/** What the demo server holds now, read as the screens read it. */
export async function demoData<T>(path: string): Promise<T> {
  return (await demoClient.get<T>(path)).data;
}

/** The confirmation dialog once it is on screen; its code loads the first time a question is asked. */
export const question = (name: string) => screen.findByRole('dialog', { name }, { timeout: 5000 });

/**
 * The items no other item shares a name with: the demo draws its names at random on each load, so two
 * contacts, followers or products now and then share one, and a test that finds an item by name needs one
 * that is alone.
 */
export function withUniqueNames<T>(items: T[], name: (item: T) => string): T[] {
  const count = new Map<string, number>();
  for (const item of items) count.set(name(item), (count.get(name(item)) ?? 0) + 1);
  return items.filter((item) => count.get(name(item)) === 1);
}
