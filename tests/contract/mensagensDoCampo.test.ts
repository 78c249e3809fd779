import { i18n } from '@lingui/core';
import { MENSAGENS_DO_CAMPO, type CodigoDoCampo } from '#contract/mensagensDoCampo';
import { problemasDoSite } from '#contract/sites';
import { textoDoCampo } from '#machines/callFailure';
import { dito } from '#server/http/textoDoCampo';
import { activateIdioma } from '../../src/i18n/i18n';

describe('field reasons', () => {
  it('answers codes with their params, said in Portuguese by the API from the one table', () => {
    const site = { nome: ' ', cep: '0131', latitude: 95, contato_email: 'ana@' };
    const { problemas } = problemasDoSite(site);
    expect(problemas).toEqual({
      nome: [{ code: 'obrigatorio', params: {} }],
      cep: [{ code: 'cep_digitos', params: {} }],
      contato_email: [{ code: 'email_invalido', params: {} }],
      latitude: [{ code: 'entre', params: { minimo: -90, maximo: 90 } }],
    });
    expect(problemas.latitude!.map(dito)).toEqual([{ code: 'entre', params: { minimo: -90, maximo: 90 }, message: 'Deve estar entre -90 e 90.' }]);
    expect(dito({ code: 'tipo_invalido', params: { tipo: 'integer' } }).message).toBe('Deve ser um número inteiro.');
  });

  it('says each reason on the screen through the catalog, in the person’s language', async () => {
    const codigos = Object.keys(MENSAGENS_DO_CAMPO) as CodigoDoCampo[];
    const params = { maximo: 160, minimo: -90, opcoes: 12, linha: 3, tipo: 'string' };
    expect(codigos.map((code) => textoDoCampo({ code, params }))).toEqual(codigos.map((code) => dito({ code, params }).message));
    await activateIdioma('en');
    expect(textoDoCampo({ code: 'max_caracteres', params: { maximo: 160 }, message: 'Deve ter no máximo 160 caracteres.' })).toBe('Must be at most 160 characters long.');
    await activateIdioma('pt-BR');
  });
});
