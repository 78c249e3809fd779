import fc from 'fast-check';
import { Ajv } from 'ajv';
import { DefinicaoSchema, OPERADORES, TIPOS_PERGUNTA, type Definicao, type Pergunta } from '#contract/questionario';
import { motivo } from '#contract/mensagensDoCampo';
import { problemasDaDefinicao, problemasPorCampo } from '#contract/questionarioProblemas';
import { dito } from '#server/http/textoDoCampo';
import { perguntasEmOrdem, perguntasVisiveis, pontuacao, type Resposta } from '#contract/questionarioRegras';
import { definicao, definicaoGrande, escolha, pergunta, secao, simNao } from '../support/questionarios';

const mensagens = (def: Definicao) => problemasDaDefinicao(def).map(({ id, campo, ...razao }) => `${id ?? '-'}.${campo}: ${dito(razao).message}`);

describe('problemasDaDefinicao', () => {
  it('finds nothing wrong in a complete questionnaire', () => {
    const def = definicao([
      secao('s1', [
        simNao('luz', { obrigatoria: true, critica: true }),
        pergunta('motivo', { regra: { combinar: 'todas', condicoes: [{ pergunta: 'luz', operador: 'igual', valor: 'nao' }] } }),
        pergunta('temp', { tipo: 'numero', config: { minimo: -20, maximo: 80, decimais: 1, unidade: '°C' } }),
      ]),
      secao('s2', [
        escolha('estado', ['Bom', 'Ruim'], { pontos: { estadoo1: 1 } }),
        pergunta('fotos', { tipo: 'foto', config: { minimo: 1, maximo: 3 } }),
        pergunta('alerta', { regra: { combinar: 'qualquer', condicoes: [{ pergunta: 'temp', operador: 'maior_que', valor: 60 }] } }),
      ]),
    ]);
    expect(mensagens(def)).toEqual([]);
  });

  it('finds nothing wrong in the 300-question benchmark questionnaire, whose 100 rules all count', () => {
    const { definicao: grande } = definicaoGrande(300, 100);
    expect(problemasDaDefinicao(grande)).toEqual([]);
    expect(perguntasEmOrdem(grande).filter(({ pergunta: p }) => p.regra)).toHaveLength(100);
  });

  it('needs a título and at least one question', () => {
    expect(mensagens(definicao([secao('s1', [])], ' '))).toEqual([
      '-.titulo: Informe o título do questionário.',
      '-.secoes: O questionário precisa de ao menos uma pergunta.',
    ]);
  });

  it('refuses a rule that points at a later, the same or a missing question', () => {
    const def = definicao([
      secao('s1', [
        pergunta('a', { regra: { combinar: 'todas', condicoes: [{ pergunta: 'b', operador: 'respondida' }] } }),
        pergunta('b', { regra: { combinar: 'todas', condicoes: [{ pergunta: 'b', operador: 'respondida' }] } }),
        pergunta('c', { regra: { combinar: 'todas', condicoes: [{ pergunta: 'zzz', operador: 'respondida' }] } }),
      ]),
    ]);
    expect(mensagens(def)).toEqual([
      'a.regra: A regra deve depender de uma pergunta anterior.',
      'b.regra: A regra não pode depender da própria pergunta.',
      'c.regra: A regra se refere a uma pergunta que não existe.',
    ]);
  });

  it('refuses conditions that do not fit the question they read', () => {
    const def = definicao([
      secao('s1', [
        pergunta('texto'),
        simNao('sn'),
        escolha('cor', ['Azul']),
        pergunta('foto', { tipo: 'foto' }),
        pergunta('x1', { regra: { combinar: 'todas', condicoes: [{ pergunta: 'texto', operador: 'maior_que', valor: 3 }] } }),
        pergunta('x2', { regra: { combinar: 'todas', condicoes: [{ pergunta: 'sn', operador: 'igual', valor: 'talvez' }] } }),
        pergunta('x3', { regra: { combinar: 'todas', condicoes: [{ pergunta: 'cor', operador: 'um_de', valores: ['coro9'] }] } }),
        pergunta('x4', { regra: { combinar: 'todas', condicoes: [{ pergunta: 'foto', operador: 'igual', valor: 'a' }] } }),
        pergunta('x5', { regra: { combinar: 'todas', condicoes: [{ pergunta: 'texto', operador: 'igual' }] } }),
      ]),
    ]);
    expect(mensagens(def)).toEqual([
      'x1.regra: "Maior que" e "menor que" só se aplicam a perguntas de número ou avaliação.',
      'x2.regra: Compare com "sim", "não" ou "não se aplica".',
      'x3.regra: A condição usa uma opção que não existe nesta pergunta.',
      'x4.regra: Para esta pergunta, a regra só pode verificar se ela foi respondida.',
      'x5.regra: Informe o valor da condição.',
    ]);
  });

  it('refuses a choice without options, blank or repeated options and options on other types', () => {
    const def = definicao([
      secao('s1', [
        pergunta('vazia', { tipo: 'escolha_unica' }),
        escolha('branca', ['Sim', ' ']),
        escolha('repetida', ['Azul', 'azul ']),
        pergunta('texto', { opcoes: [{ id: 'o1', rotulo: 'A' }] }),
      ]),
    ]);
    expect(mensagens(def)).toEqual([
      'vazia.opcoes: Uma pergunta de escolha precisa de ao menos uma opção.',
      'branca.opcoes: Toda opção precisa de um texto.',
      'repetida.opcoes: Duas opções têm o mesmo texto: "azul".',
      'texto.opcoes: Só perguntas de escolha têm opções.',
    ]);
  });

  it('refuses ids used twice anywhere in the questionnaire', () => {
    const def = definicao([secao('s1', [pergunta('p1'), escolha('p2', ['A'])]), secao('s2', [pergunta('p1'), pergunta('s1')])]);
    expect(mensagens(def)).toEqual([
      's1.id: O identificador "s1" se repete no questionário.',
      'p1.id: O identificador "p1" se repete no questionário.',
      'p1.id: O identificador "p1" se repete no questionário.',
      's1.id: O identificador "s1" se repete no questionário.',
    ]);
  });

  it('checks scoring, critical questions and type settings', () => {
    const def = definicao([
      secao('s1', [
        pergunta('critica', { critica: true }),
        pergunta('texto', { pontos: { sim: 1 } }),
        simNao('zero', { pontos: { sim: 0, nao: 0 } }),
        escolha('cor', ['A'], { pontos: { outra: 1 } }),
        pergunta('num', { tipo: 'numero', config: { minimo: 10, maximo: 1 } }),
        pergunta('fotos', { tipo: 'foto', config: { minimo: 0, maximo: 0 } }),
      ]),
    ]);
    expect(mensagens(def)).toEqual([
      'critica.pontos: Uma pergunta crítica precisa de pontuação.',
      'texto.pontos: Só perguntas de sim/não e de escolha têm pontuação.',
      'zero.pontos: Dê pontos a ao menos uma resposta.',
      'cor.pontos: A pontuação se refere a uma resposta que não existe.',
      'num.config: O mínimo deve ser menor ou igual ao máximo.',
      'fotos.config: Peça ao menos uma foto.',
    ]);
  });

  it('lets a question name a person or a papel for its corrective action, not both', () => {
    const pessoa = '00000000-0000-4000-8000-000000000001';
    const def = definicao([
      secao('s1', [
        simNao('pessoa', { critica: true, acao_responsavel_id: pessoa }),
        simNao('papel', { critica: true, acao_responsavel_papel: 'gestor' }),
        simNao('os_dois', { critica: true, acao_responsavel_id: pessoa, acao_responsavel_papel: 'tecnico' }),
      ]),
    ]);
    expect(mensagens(def)).toEqual(['os_dois.acao_responsavel_papel: Escolha uma pessoa ou um papel para a ação corretiva, não os dois.']);
  });

  it('groups the problems by item and field for the API, each reason once', () => {
    expect(
      problemasPorCampo([
        { id: null, campo: 'titulo', ...motivo('questionario_sem_titulo') },
        { id: 'p1', campo: 'regra', ...motivo('regra_propria') },
        { id: 'p1', campo: 'regra', ...motivo('regra_propria') },
        { id: 'p1', campo: 'regra', ...motivo('id_repetido', { id: 'a' }) },
        { id: 'p1', campo: 'regra', ...motivo('id_repetido', { id: 'b' }) },
      ]),
    ).toEqual({
      titulo: [motivo('questionario_sem_titulo')],
      'p1.regra': [motivo('regra_propria'), motivo('id_repetido', { id: 'a' }), motivo('id_repetido', { id: 'b' })],
    });
  });
});

// Random definitions drawn from a small pool of ids, so that references hit, miss, repeat and
// point forwards as often as they are right.
const ids = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'sim', 'nao');
const texto = fc.oneof(fc.constant(''), fc.constant(' '), fc.string({ maxLength: 8 }));
const arbPergunta: fc.Arbitrary<Pergunta> = fc.record({
  id: ids,
  tipo: fc.constantFrom(...TIPOS_PERGUNTA),
  enunciado: texto,
  ajuda: fc.option(texto, { nil: null }),
  obrigatoria: fc.boolean(),
  opcoes: fc.array(fc.record({ id: ids, rotulo: texto }), { maxLength: 3 }),
  config: fc.option(
    fc.record(
      {
        minimo: fc.option(fc.integer({ min: -5, max: 25 }), { nil: null }),
        maximo: fc.option(fc.integer({ min: -5, max: 25 }), { nil: null }),
        decimais: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
        permite_outro: fc.boolean(),
      },
      { requiredKeys: [] },
    ),
    { nil: undefined },
  ),
  regra: fc.option(
    fc.record({
      combinar: fc.constantFrom('todas' as const, 'qualquer' as const),
      condicoes: fc.array(
        fc.record(
          {
            pergunta: ids,
            operador: fc.constantFrom(...OPERADORES),
            valor: fc.oneof(ids, fc.integer({ min: -3, max: 10 }), fc.double({ noNaN: true, noDefaultInfinity: true })),
            valores: fc.array(ids, { maxLength: 3 }),
          },
          { requiredKeys: ['pergunta', 'operador'] },
        ),
        { minLength: 1, maxLength: 3 },
      ),
    }),
    { nil: null },
  ),
  pontos: fc.option(fc.dictionary(ids, fc.integer({ min: 0, max: 5 }), { maxKeys: 3 }), { nil: null }),
  critica: fc.boolean(),
}).map((gerada) => (gerada.config === undefined ? (({ config: _omitida, ...resto }) => resto)(gerada) : gerada));

const arbDefinicao: fc.Arbitrary<Definicao> = fc.record({
  titulo: texto,
  descricao: fc.option(texto, { nil: null }),
  secoes: fc.array(fc.record({ id: ids, titulo: texto, perguntas: fc.array(arbPergunta, { maxLength: 5 }) }), { maxLength: 3 }),
});

const arbResposta: fc.Arbitrary<Resposta | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  ids,
  fc.string({ maxLength: 4 }),
  fc.double(),
  fc.array(ids, { maxLength: 3 }),
  fc.record({ opcoes: fc.array(ids, { maxLength: 3 }), outro: fc.option(texto, { nil: null }) }),
  fc.record({ latitude: fc.double(), longitude: fc.double() }),
);
const arbRespostas = fc.dictionary(ids, arbResposta);

/** The same shape with its mistakes taken out, keeping types, rules' operators and their combination. */
function reparada(def: Definicao): Definicao {
  let contador = 0;
  const anteriores: Pergunta[] = [];
  const secoes = def.secoes.map((original, indiceSecao) => ({
    id: `s${indiceSecao}`,
    titulo: `Seção ${indiceSecao}`,
    perguntas: original.perguntas.map((p) => {
      const id = `p${(contador += 1)}`;
      const escolhaOuNao = p.tipo === 'escolha_unica' || p.tipo === 'multipla_escolha';
      const opcoes = escolhaOuNao ? [{ id: `${id}a`, rotulo: 'A' }, { id: `${id}b`, rotulo: 'B' }] : [];
      const alvo = anteriores.at(-1);
      const regra = p.regra && alvo ? { ...p.regra, condicoes: [{ pergunta: alvo.id, operador: 'respondida' as const }] } : null;
      const pontuavel = escolhaOuNao || p.tipo === 'sim_nao';
      const pontos = pontuavel && p.pontos ? (p.tipo === 'sim_nao' ? { sim: 1 } : { [`${id}a`]: 1 }) : null;
      const reparadaPergunta: Pergunta = { ...p, id, enunciado: `Pergunta ${id}`, opcoes, regra, pontos, critica: p.critica && pontos !== null, config: {} };
      anteriores.push(reparadaPergunta);
      return reparadaPergunta;
    }),
  }));
  return { titulo: 'Checklist', descricao: def.descricao, secoes: contador === 0 ? [{ id: 'vazia', titulo: 'Seção', perguntas: [pergunta('unica')] }] : secoes };
}

describe('random definitions (fast-check)', () => {
  it('are schema-valid test input', () => {
    const valida = new Ajv({ allErrors: true }).compile(DefinicaoSchema);
    fc.assert(fc.property(arbDefinicao, (def) => valida(def)));
  });

  it('either publish cleanly or yield a list of problems with messages, never throw', () => {
    fc.assert(
      fc.property(arbDefinicao, (def) => {
        const problemas = problemasDaDefinicao(def);
        expect(Array.isArray(problemas)).toBe(true);
        for (const problema of problemas) expect(dito(problema).message.length).toBeGreaterThan(0);
        if (problemas.length === 0) {
          // Clean means every id is unique and every rule reads an earlier question.
          const ordem = perguntasEmOrdem(def).map(({ pergunta: p }) => p.id);
          expect(new Set(ordem).size).toBe(ordem.length);
          perguntasEmOrdem(def).forEach(({ pergunta: p }, posicao) => {
            for (const condicao of p.regra?.condicoes ?? []) expect(ordem.indexOf(condicao.pergunta)).toBeLessThan(posicao);
          });
        }
      }),
      { numRuns: 500 },
    );
  });

  it('find nothing wrong once every id is unique, every text filled and every rule reads an earlier question', () => {
    fc.assert(
      fc.property(arbDefinicao, (def) => {
        expect(problemasDaDefinicao(reparada(def))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('are evaluated against any answers without throwing, with a percentage between 0 and 100', () => {
    fc.assert(
      fc.property(arbDefinicao, arbRespostas, (def, respostas) => {
        const visiveis = perguntasVisiveis(def, respostas);
        const resultado = pontuacao(def, respostas);
        expect(resultado.obtidos).toBeLessThanOrEqual(resultado.maximo);
        if (resultado.conformidade !== null) {
          expect(resultado.conformidade).toBeGreaterThanOrEqual(0);
          expect(resultado.conformidade).toBeLessThanOrEqual(100);
        }
        for (const id of Object.keys(resultado.perguntas)) expect(visiveis.has(id)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
