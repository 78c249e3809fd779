import fc from 'fast-check';
import { formatCnpj, isValidCnpj } from '#contract/cnpj';

describe('CNPJ', () => {
  it('accepts real CNPJs with or without punctuation', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('33.000.167/0001-01')).toBe(true);
  });

  it('refuses wrong check digits, wrong lengths and repeated digits', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('')).toBe(false);
  });

  it('formats 14 digits and leaves anything else as typed', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('123')).toBe('123');
  });

  it('changing any single digit of a valid CNPJ makes it invalid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 13 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const digits = [...'11222333000181'].map(Number);
        digits[position] = ((digits[position] ?? 0) + delta) % 10;
        return !isValidCnpj(digits.join(''));
      }),
    );
  });
});
