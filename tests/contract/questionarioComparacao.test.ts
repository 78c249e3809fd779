import { compararDefinicoes } from '#contract/questionarioComparacao';
import { definicao, escolha, pergunta, secao, simNao } from '../support/questionarios';

const resumo = (mudancas: ReturnType<typeof compararDefinicoes>) =>
  mudancas.map(({ tipo, item, id, campos }) => `${tipo} ${item} ${id ?? '-'}${campos.length ? ` [${campos.join(', ')}]` : ''}`);

describe('compararDefinicoes', () => {
  const v1 = definicao([secao('s1', [simNao('luz'), pergunta('obs'), escolha('cor', ['Azul', 'Verde'])]), secao('s2', [pergunta('fim')])]);

  it('finds nothing between a version and itself, whatever the key order of its JSON', () => {
    const copia = JSON.parse(JSON.stringify(v1), (_chave, valor: unknown) =>
      valor && typeof valor === 'object' && !Array.isArray(valor) ? Object.fromEntries(Object.entries(valor).reverse()) : valor,
    );
    expect(compararDefinicoes(v1, copia)).toEqual([]);
  });

  it('lists added, removed and changed items with the changed fields, matched by id', () => {
    const v2 = definicao(
      [
        secao('s1', [simNao('luz', { obrigatoria: true, critica: true }), escolha('cor', ['Azul', 'Vermelho']), pergunta('nova')], 'Elétrica'),
        secao('s2', [pergunta('fim')]),
      ],
      'Vistoria anual',
    );
    expect(resumo(compararDefinicoes(v1, v2))).toEqual([
      'alterada questionario - [titulo]',
      'alterada secao s1 [titulo]',
      'alterada pergunta luz [obrigatoria, critica]',
      'alterada pergunta cor [opcoes]',
      'adicionada pergunta nova',
      'removida pergunta obs',
    ]);
  });

  it('names a change of who gets the corrective action, a person or a papel, as one field', () => {
    const comPessoa = definicao([secao('s1', [simNao('luz', { acao_responsavel_id: '00000000-0000-4000-8000-000000000001' })])]);
    const comPapel = definicao([secao('s1', [simNao('luz', { acao_responsavel_papel: 'gestor' })])]);
    expect(resumo(compararDefinicoes(v1, comPapel))).toContain('alterada pergunta luz [acao_responsavel]');
    expect(resumo(compararDefinicoes(comPessoa, comPapel))).toEqual(['alterada pergunta luz [acao_responsavel]']);
    expect(compararDefinicoes(comPapel, comPapel)).toEqual([]);
  });

  it('marks as moved only what left its place, not what it passed', () => {
    const v2 = definicao([secao('s1', [pergunta('obs'), escolha('cor', ['Azul', 'Verde']), simNao('luz')]), secao('s2', [pergunta('fim')])]);
    expect(resumo(compararDefinicoes(v1, v2))).toEqual(['movida pergunta luz']);
  });

  it('marks a question moved to another section, and reordered sections', () => {
    const v2 = definicao([secao('s2', [pergunta('fim'), pergunta('obs')]), secao('s1', [simNao('luz'), escolha('cor', ['Azul', 'Verde'])])]);
    expect(resumo(compararDefinicoes(v1, v2))).toEqual(['movida secao s2', 'movida pergunta obs']);
  });

  it('lists a removed section and its questions', () => {
    const v2 = definicao([v1.secoes[0]!]);
    expect(resumo(compararDefinicoes(v1, v2))).toEqual(['removida secao s2', 'removida pergunta fim']);
  });
});
