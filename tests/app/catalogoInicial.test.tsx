import { i18n } from '@lingui/core';
import { MENSAGENS_DA_ENTRADA } from '#contract/mensagensDaEntrada';
import type { CodigoDoCampo } from '#contract/mensagensDoCampo';
import { textoDoCampo } from '#machines/callFailure';
import { dito } from '#server/http/textoDoCampo';
import { messages as inicioPtBR } from '../../src/locales/pt-BR/inicio';
import { messages as restoPtBR } from '../../src/locales/pt-BR/messages';
import { heading, renderApp } from '../support/app/renderApp';

// The first page brings only the `inicio` catalog: every public page must draw from it alone.
globalThis.somenteCatalogoInicial = true;

const faltando: string[] = [];
i18n.on('missing', ({ id }) => faltando.push(id));

afterEach(() => {
  faltando.length = 0;
});

describe('the first catalog', () => {
  it.each([
    ['/', /./],
    ['/login', 'Entrar no Prumo'],
    ['/auth/login2', 'Entrar no Prumo'],
    ['/auth/register', 'Criar conta'],
    ['/auth/register2', 'Criar conta'],
    ['/auth/forgot-password', 'Recuperar senha'],
    ['/auth/forgot-password?token=abc', /senha/i],
    ['/auth/two-steps', 'Verificação em duas etapas'],
    ['/auth/404', 'Página não encontrada'],
    ['/auth/maintenance', 'Em manutenção'],
  ])('has every text of %s', async (path, titulo) => {
    renderApp(path);
    await heading(titulo);
    expect(faltando).toEqual([]);
  });

  it('leaves the rest of the catalog out until a page needs it', () => {
    const resto = Object.keys(restoPtBR).filter((id) => !(id in inicioPtBR));
    expect(resto.length).toBeGreaterThan(500);
    expect(resto.filter((id) => id in i18n.messages)).toEqual([]);
  });

  it('says every reason a public page can receive, and nothing more of the contract’s', () => {
    const codigos = Object.keys(MENSAGENS_DA_ENTRADA) as CodigoDoCampo[];
    const params = { maximo: 160, minimo: 8, tipo: 'string', email: 'ana@empresa.com.br' };
    expect(codigos.map((code) => textoDoCampo({ code, params }))).toEqual(codigos.map((code) => dito({ code, params }).message));
    expect(Object.keys(inicioPtBR).filter((id) => id.startsWith('campo.')).sort()).toEqual(codigos.map((code) => `campo.${code}`).sort());
  });
});
