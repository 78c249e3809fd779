import type { Condicao, Regra } from '#contract/questionario';
import { obrigatoriasPendentes, perguntasVisiveis, pontuacao, respondida, type Respostas } from '#contract/questionarioRegras';
import { definicao, escolha, pergunta, secao, simNao } from '../support/questionarios';

const regra = (condicoes: Condicao[], combinar: Regra['combinar'] = 'todas'): Regra => ({ combinar, condicoes });

/** A questionnaire whose last question `alvo` shows only under `r`, after the questions `antes`. */
function visivelCom(antes: Parameters<typeof secao>[1], r: Regra, respostas: Respostas): boolean {
  const def = definicao([secao('s1', [...antes, pergunta('alvo', { regra: r })])]);
  return perguntasVisiveis(def, respostas).has('alvo');
}

describe('respondida', () => {
  it.each([
    ['texto', 'ok', true],
    ['texto em branco', '   ', false],
    ['zero', 0, true],
    ['nenhuma escolha', { opcoes: [] }, false],
    ['só o "outro"', { opcoes: [], outro: 'Tijolo' }, true],
    ['lista de fotos vazia', [], false],
    ['uma foto', ['arquivo-1'], true],
    ['um ponto', { latitude: -23.5, longitude: -46.6 }, true],
    ['nada', null, false],
  ] as const)('%s → %s', (_nome, valor, esperado) => {
    expect(respondida(valor)).toBe(esperado);
  });
});

describe('visibility rules', () => {
  const luz = simNao('luz');
  const temp = pergunta('temp', { tipo: 'numero' });
  const cor = escolha('cor', ['Azul', 'Verde', 'Vermelho']);
  const obs = pergunta('obs');

  it('igual compares sim/não, options, numbers and text (case and spaces ignored)', () => {
    expect(visivelCom([luz], regra([{ pergunta: 'luz', operador: 'igual', valor: 'nao' }]), { luz: 'nao' })).toBe(true);
    expect(visivelCom([luz], regra([{ pergunta: 'luz', operador: 'igual', valor: 'nao' }]), { luz: 'sim' })).toBe(false);
    expect(visivelCom([cor], regra([{ pergunta: 'cor', operador: 'igual', valor: 'coro2' }]), { cor: { opcoes: ['coro2'] } })).toBe(true);
    expect(visivelCom([temp], regra([{ pergunta: 'temp', operador: 'igual', valor: 40 }]), { temp: 40 })).toBe(true);
    expect(visivelCom([obs], regra([{ pergunta: 'obs', operador: 'igual', valor: 'Vazamento' }]), { obs: '  vazamento ' })).toBe(true);
  });

  it('um_de holds when the answer is any of the values', () => {
    const r = regra([{ pergunta: 'cor', operador: 'um_de', valores: ['coro1', 'coro3'] }]);
    expect(visivelCom([cor], r, { cor: { opcoes: ['coro3'] } })).toBe(true);
    expect(visivelCom([cor], r, { cor: { opcoes: ['coro2'] } })).toBe(false);
  });

  it('maior_que and menor_que compare numbers, strictly', () => {
    const acima = regra([{ pergunta: 'temp', operador: 'maior_que', valor: 40 }]);
    const abaixo = regra([{ pergunta: 'temp', operador: 'menor_que', valor: 10 }]);
    expect(visivelCom([temp], acima, { temp: 41 })).toBe(true);
    expect(visivelCom([temp], acima, { temp: 40 })).toBe(false);
    expect(visivelCom([temp], abaixo, { temp: 9.5 })).toBe(true);
    expect(visivelCom([temp], abaixo, { temp: 10 })).toBe(false);
    expect(visivelCom([temp], abaixo, {})).toBe(false);
  });

  it('respondida and nao_respondida look only at whether there is an answer', () => {
    expect(visivelCom([obs], regra([{ pergunta: 'obs', operador: 'respondida' }]), { obs: 'x' })).toBe(true);
    expect(visivelCom([obs], regra([{ pergunta: 'obs', operador: 'respondida' }]), { obs: '' })).toBe(false);
    expect(visivelCom([obs], regra([{ pergunta: 'obs', operador: 'nao_respondida' }]), {})).toBe(true);
  });

  it('todas needs every condition, qualquer one of them', () => {
    const condicoes: Condicao[] = [
      { pergunta: 'luz', operador: 'igual', valor: 'nao' },
      { pergunta: 'temp', operador: 'maior_que', valor: 40 },
    ];
    const respostas = { luz: 'nao', temp: 20 };
    expect(visivelCom([luz, temp], regra(condicoes, 'todas'), respostas)).toBe(false);
    expect(visivelCom([luz, temp], regra(condicoes, 'qualquer'), respostas)).toBe(true);
    expect(visivelCom([luz, temp], regra(condicoes, 'todas'), { luz: 'nao', temp: 50 })).toBe(true);
  });

  it('a hidden question hides, in turn, the questions that depend on its answer', () => {
    const def = definicao([
      secao('s1', [
        simNao('luz'),
        pergunta('motivo', { regra: regra([{ pergunta: 'luz', operador: 'igual', valor: 'nao' }]) }),
        pergunta('detalhe', { regra: regra([{ pergunta: 'motivo', operador: 'respondida' }]) }),
      ]),
    ]);
    // The answer to "motivo" is still there, from before "luz" changed: it no longer counts.
    expect([...perguntasVisiveis(def, { luz: 'nao', motivo: 'queimada' })]).toEqual(['luz', 'motivo', 'detalhe']);
    expect([...perguntasVisiveis(def, { luz: 'sim', motivo: 'queimada' })]).toEqual(['luz']);
  });

  it('a rule that names a later or missing question sees no answer', () => {
    const def = definicao([
      secao('s1', [
        pergunta('antes', { regra: regra([{ pergunta: 'depois', operador: 'respondida' }]) }),
        pergunta('depois'),
        pergunta('orfa', { regra: regra([{ pergunta: 'sumiu', operador: 'igual', valor: 'x' }]) }),
      ]),
    ]);
    expect([...perguntasVisiveis(def, { depois: 'sim', sumiu: 'x' })]).toEqual(['depois']);
  });
});

describe('obrigatoriasPendentes', () => {
  it('lists visible required questions without an answer, never hidden ones', () => {
    const def = definicao([
      secao('s1', [
        simNao('luz', { obrigatoria: true }),
        pergunta('motivo', { obrigatoria: true, regra: regra([{ pergunta: 'luz', operador: 'igual', valor: 'nao' }]) }),
        pergunta('livre'),
      ]),
    ]);
    expect(obrigatoriasPendentes(def, {}).map((p) => p.id)).toEqual(['luz']);
    expect(obrigatoriasPendentes(def, { luz: 'sim' })).toEqual([]);
    expect(obrigatoriasPendentes(def, { luz: 'nao' }).map((p) => p.id)).toEqual(['motivo']);
  });
});

describe('pontuacao', () => {
  const extintor = simNao('extintor', { critica: true });
  const sinal = simNao('sinal');
  const estado = escolha('estado', ['Bom', 'Regular', 'Ruim'], { pontos: { estadoo1: 2, estadoo2: 1, estadoo3: 0 } });
  const def = definicao([secao('s1', [extintor, sinal, estado])]);

  it('adds the points of the answers and gives the percentage of the most they could score', () => {
    const resultado = pontuacao(def, { extintor: 'sim', sinal: 'nao', estado: { opcoes: ['estadoo2'] } });
    expect(resultado).toMatchObject({ obtidos: 2, maximo: 4, conformidade: 50, reprovado: false, criticas_falhas: [] });
    expect(resultado.perguntas).toEqual({ extintor: { obtidos: 1, maximo: 1 }, sinal: { obtidos: 0, maximo: 1 }, estado: { obtidos: 1, maximo: 2 } });
  });

  it('leaves N.A. and unanswered questions out of the percentage', () => {
    expect(pontuacao(def, { extintor: 'sim', sinal: 'na' })).toMatchObject({ obtidos: 1, maximo: 1, conformidade: 100 });
    expect(pontuacao(def, {})).toMatchObject({ obtidos: 0, maximo: 0, conformidade: null, reprovado: false });
  });

  it('fails the whole questionnaire when a critical question scores nothing, whatever the percentage', () => {
    const resultado = pontuacao(def, { extintor: 'nao', sinal: 'sim', estado: { opcoes: ['estadoo1'] } });
    expect(resultado).toMatchObject({ obtidos: 3, maximo: 4, conformidade: 75, reprovado: true, criticas_falhas: ['extintor'] });
  });

  it('does not count hidden questions, even with an answer left over', () => {
    const oculta = definicao([
      secao('s1', [simNao('luz'), simNao('lampada', { critica: true, regra: regra([{ pergunta: 'luz', operador: 'igual', valor: 'nao' }]) })]),
    ]);
    expect(pontuacao(oculta, { luz: 'sim', lampada: 'nao' })).toMatchObject({ obtidos: 1, maximo: 1, reprovado: false });
    expect(pontuacao(oculta, { luz: 'nao', lampada: 'nao' })).toMatchObject({ obtidos: 0, maximo: 2, reprovado: true });
  });

  it('scores múltipla escolha as the sum of the chosen options, out of all options with points', () => {
    const epis = pergunta('epi', {
      tipo: 'multipla_escolha',
      opcoes: [
        { id: 'capacete', rotulo: 'Capacete' },
        { id: 'luva', rotulo: 'Luva' },
        { id: 'bota', rotulo: 'Bota' },
      ],
      pontos: { capacete: 2, luva: 1, bota: 1 },
    });
    const multipla = definicao([secao('s1', [epis])]);
    expect(pontuacao(multipla, { epi: { opcoes: ['capacete', 'bota', 'bota'] } })).toMatchObject({ obtidos: 3, maximo: 4, conformidade: 75 });
    expect(pontuacao(multipla, { epi: { opcoes: [], outro: 'Óculos' } })).toMatchObject({ obtidos: 0, maximo: 4, conformidade: 0 });
  });

  it('ignores questions without points and answers that name no option', () => {
    const semPontos = definicao([secao('s1', [pergunta('nota', { tipo: 'avaliacao' }), escolha('cor', ['A', 'B'], { pontos: { coro1: 1 } })])]);
    expect(pontuacao(semPontos, { nota: 5, cor: { opcoes: ['inexistente'] } })).toMatchObject({ obtidos: 0, maximo: 1 });
  });
});
