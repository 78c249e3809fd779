import { formatCep, problemaCep } from '#contract/cep';
import { contraste, corDoTexto, CORES_TIPO_SERVICO } from '#contract/cores';
import { problemaEmail } from '#contract/email';
import type { MotivoDoCampo } from '#contract/mensagensDoCampo';
import { siteDaLinha } from '#contract/sitesImportacao';
import { formatTelefone, problemaTelefone, telefoneDigits } from '#contract/telefone';
import { SIGLAS_UF } from '#contract/uf';
import { dito } from '#server/http/textoDoCampo';

/** What the API says for a reason, as a person reads it. */
const emPortugues = (motivo: MotivoDoCampo | null) => (motivo ? dito(motivo).message : null);

describe('CEP', () => {
  it.each(['01310-200', '01310200', ' 69900-084 ', '01.310-200'])('accepts %j', (cep) => {
    expect(problemaCep(cep)).toBeNull();
  });
  it.each([
    ['0131-200', 'CEP deve ter 8 dígitos.'],
    ['013102000', 'CEP deve ter 8 dígitos.'],
    ['01310-20a', 'CEP deve conter apenas números.'],
    ['00000-000', 'CEP inválido.'],
  ])('refuses %j: %s', (cep, message) => {
    expect(emPortugues(problemaCep(cep))).toBe(message);
  });
  it('masks eight digits and leaves anything else as typed', () => {
    expect(formatCep('01310200')).toBe('01310-200');
    expect(formatCep('0131')).toBe('0131');
  });
});

describe('telefone', () => {
  it.each([
    ['(11) 98765-4321', '11987654321', '(11) 98765-4321'],
    ['+55 11 98765-4321', '11987654321', '(11) 98765-4321'],
    ['21 3456-7890', '2134567890', '(21) 3456-7890'],
    ['0800 123 4567', '08001234567', '0800 123 4567'],
  ])('accepts %j as %s, shown %j', (typed, digits, shown) => {
    expect(problemaTelefone(typed)).toBeNull();
    expect(telefoneDigits(typed)).toBe(digits);
    expect(formatTelefone(digits)).toBe(shown);
  });
  it.each([
    ['(11) 8765-432', 'Telefone deve ter DDD e 8 ou 9 dígitos.'],
    ['(01) 98765-4321', 'Telefone inválido.'],
    ['(11) 88765-4321', 'Telefone inválido.'],
    ['(11) 1234-5678', 'Telefone inválido.'],
    ['ramal 22', 'Telefone deve conter apenas números.'],
  ])('refuses %j: %s', (typed, message) => {
    expect(emPortugues(problemaTelefone(typed))).toBe(message);
  });
});

describe('e-mail', () => {
  it('accepts an address and refuses text that is not one', () => {
    expect(problemaEmail('ana.souza@empresa.com.br')).toBeNull();
    for (const typed of ['ana', 'ana@', 'ana@empresa', 'ana souza@empresa.com', '@empresa.com']) {
      expect([typed, emPortugues(problemaEmail(typed))]).toEqual([typed, 'E-mail inválido.']);
    }
  });
});

describe('UF', () => {
  it('lists the 26 states and the Federal District', () => {
    expect(SIGLAS_UF).toHaveLength(27);
    expect(new Set(SIGLAS_UF).size).toBe(27);
  });
});

describe('the colour palette of tipos de serviço', () => {
  it.each(CORES_TIPO_SERVICO.map((entry) => [entry.nome, entry]))('keeps %s readable under its text colour (WCAG AA)', (_nome, entry) => {
    expect(contraste(entry.cor, entry.texto)).toBeGreaterThanOrEqual(4.5);
    expect(corDoTexto(entry.cor.toLowerCase())).toBe(entry.texto);
  });
  it('picks the more readable text colour for a colour outside the palette', () => {
    expect(corDoTexto('#000080')).toBe('#FFFFFF');
    expect(corDoTexto('#FFFF00')).toBe('#1A1A1A');
  });
});

describe('an imported line', () => {
  it('reads coordinates written either way, yes/no in Portuguese, and blank cells as empty', () => {
    const { valores, problemas } = siteDaLinha({ nome: 'Unidade', latitude: '−23,55', longitude: '-46.63', ativo: 'Não', cep: '' });
    expect(problemas).toEqual({});
    expect(valores).toMatchObject({ nome: 'Unidade', latitude: -23.55, longitude: -46.63, ativo: false, cep: null });
  });
  it('says a coordinate is not a number once, without also asking for both', () => {
    expect(siteDaLinha({ nome: 'Unidade', latitude: '23°S', longitude: '-46,63' }).problemas).toEqual({
      latitude: [{ code: 'numero_invalido', params: {} }],
    });
  });
});
