import { msg } from '@lingui/core/macro';
import { activateIdioma, i18n } from '../../src/i18n/i18n';

describe('choosing a language', () => {
  it('draws nothing again for the language already on screen, and everything for another one', async () => {
    const mudancas: string[] = [];
    const parar = i18n.on('change', () => mudancas.push(i18n.locale));
    await activateIdioma('pt-BR');
    expect(mudancas).toEqual([]);
    await activateIdioma('en');
    expect(mudancas.at(-1)).toBe('en');
    expect(i18n._(msg`Entrar no Prumo`)).not.toBe('Entrar no Prumo');
    parar();
  });
});
