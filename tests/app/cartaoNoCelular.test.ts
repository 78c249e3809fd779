import { i18n } from '../../src/i18n/i18n';
import { colunas as acoes } from '../../src/features/acoes/lista/colunas';
import { colunas as atividades } from '../../src/features/atividades/lista/colunas';
import { colunas as questionarios } from '../../src/features/questionarios/colunas';
import { colunas as sites } from '../../src/features/sites/colunas';
import { colunas as tiposServicos } from '../../src/features/tipos-servicos/colunas';
import { colunas as usuarios } from '../../src/features/usuarios/colunas';
import type { Column } from '../../src/ui/list/types';

// Whatever a list's cells need beyond the language (the company's time zone, who reads, …).
const contexto = { i18n, fuso: 'America/Sao_Paulo', meuId: undefined, savingId: null };

const LISTAS: [string, Column<never>[]][] = [
  ['atividades', atividades(contexto)],
  ['ações', acoes(contexto)],
  ['sites', sites(contexto)],
  ['tipos de serviço', tiposServicos(contexto)],
  ['questionários', questionarios(contexto)],
  ['usuários', usuarios(contexto)],
];

describe.each(LISTAS)('the list of %s as cards on a phone', (_, columns) => {
  it('has one principal column, its title or name, and two or three facts beneath it', () => {
    expect(columns.filter((column) => column.noCelular === 'principal')).toHaveLength(1);
    const fatos = columns.filter((column) => column.noCelular === 'secundario' || column.noCelular === 'selo').length;
    expect(fatos).toBeGreaterThanOrEqual(2);
    expect(fatos).toBeLessThanOrEqual(3);
  });
});
