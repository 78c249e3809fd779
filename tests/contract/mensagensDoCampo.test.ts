import { i18n } from '@lingui/core';
import { MENSAGENS_DO_CAMPO, type TextosDoCampo } from '../../contract/mensagensDoCampo';
import { problemasDoSite } from '../../contract/sites';
import '../../src/i18n/i18n';
import { textosDoCampo } from '../../src/ui/editor/textosDoCampo';

describe('field messages', () => {
  it('says each reason in the API’s Portuguese exactly as the screens’ catalog says it in pt-BR', () => {
    const valores = { maximo: 160, minimo: -90, opcoes: 12 };
    const naTela = textosDoCampo(i18n);
    const motivos = Object.keys(MENSAGENS_DO_CAMPO) as (keyof TextosDoCampo)[];
    expect(motivos.length).toBeGreaterThan(15);
    for (const motivo of motivos) {
      const texto = (textos: TextosDoCampo) => (textos[motivo] as (dados: typeof valores) => string)(valores);
      expect([motivo, texto(naTela)]).toEqual([motivo, texto(MENSAGENS_DO_CAMPO)]);
    }
  });

  it('lets a check speak the language it is given, with the same rules', () => {
    const site = { nome: ' ', cep: '0131', latitude: 95, contato_email: 'ana@' };
    const emPortugues = problemasDoSite(site).problemas;
    expect(emPortugues).toEqual({
      nome: ['Campo obrigatório.'],
      cep: ['CEP deve ter 8 dígitos.'],
      contato_email: ['E-mail inválido.'],
      latitude: ['Deve estar entre -90 e 90.'],
    });
    const emIngles = problemasDoSite(site, { ...MENSAGENS_DO_CAMPO, obrigatorio: () => 'Required field.' }).problemas;
    expect(emIngles).toEqual({ ...emPortugues, nome: ['Required field.'] });
  });
});
