import type { Pergunta } from '#contract/questionario';
import { problemaDaResposta as motivoDaResposta, problemasDasRespostas as motivosDasRespostas } from '#contract/questionarioRespostas';
import { dito, ditos } from '#server/http/textoDoCampo';
import { comTextos } from '../support/api/respostasDeErro';
import { definicao, escolha, pergunta, secao, simNao } from '../support/questionarios';

const def = definicao([
  secao('s1', [
    simNao('extintor'),
    pergunta('temperatura', { tipo: 'numero', config: { minimo: -10, maximo: 50, decimais: 1 } }),
    escolha('estado', ['Bom', 'Ruim']),
    escolha('itens', ['Filtro', 'Correia', 'Motor'], { tipo: 'multipla_escolha', config: { permite_outro: true } }),
    pergunta('dia', { tipo: 'data' }),
    pergunta('hora', { tipo: 'hora' }),
    pergunta('fotos', { tipo: 'foto', config: { maximo: 2 } }),
    pergunta('nota', { tipo: 'avaliacao' }),
    pergunta('onde', { tipo: 'localizacao' }),
  ]),
]);

// The reasons as the API says them in Portuguese.
const problemasDasRespostas = (...args: Parameters<typeof motivosDasRespostas>) => comTextos(ditos(motivosDasRespostas(...args)));
const problemaDaResposta = (pergunta: Pergunta, valor: unknown) => {
  const motivo = motivoDaResposta(pergunta, valor);
  return motivo && dito(motivo).message;
};

describe('problemasDasRespostas', () => {
  it('accepts an answer of each type that suits its question, and null to clear any', () => {
    expect(
      problemasDasRespostas(def, {
        extintor: 'na',
        temperatura: 23.5,
        estado: { opcoes: ['estadoo1'] },
        itens: { opcoes: ['itenso1', 'itenso3'], outro: 'Polia' },
        dia: '2026-02-28',
        hora: '23:59',
        fotos: ['f1', 'f2'],
        nota: 5,
        onde: { latitude: -23.5, longitude: -46.6, precisao: 12 },
        obs: undefined,
      }),
    ).toEqual({ 'respostas.obs': ['Esta pergunta não existe na versão do questionário desta atividade.'] });
    expect(problemasDasRespostas(def, { extintor: null, onde: null }, { extintor: 'Vencido' })).toEqual({});
  });

  it('says, beside each answer, what its question expects', () => {
    expect(
      problemasDasRespostas(
        def,
        {
          extintor: 'talvez',
          temperatura: 23.45,
          estado: { opcoes: ['estadoo1', 'estadoo2'] },
          itens: { opcoes: ['itenso1', 'itenso1'] },
          dia: '2026-02-30',
          hora: '24:00',
          fotos: ['f1', 'f2', 'f3'],
          nota: 4.5,
          onde: { latitude: 91, longitude: 0 },
        },
        { sumida: 'x' },
      ),
    ).toEqual({
      'respostas.extintor': ['Responda sim, não ou não se aplica.'],
      'respostas.temperatura': ['Use no máximo 1 casa decimal.'],
      'respostas.estado': ['Escolha uma só opção.'],
      'respostas.itens': ['Uma opção foi escolhida mais de uma vez.'],
      'respostas.dia': ['Informe uma data no formato AAAA-MM-DD.'],
      'respostas.hora': ['Informe uma hora no formato HH:MM.'],
      'respostas.fotos': ['Envie no máximo 2 fotos.'],
      'respostas.nota': ['Deve estar entre 1 e 5.'],
      'respostas.onde': ['Informe a localização.'],
      'comentarios.sumida': ['Esta pergunta não existe na versão do questionário desta atividade.'],
    });
  });

  it('checks the limits of a number, the options of a choice and whether it takes another answer', () => {
    const [temperatura, estado] = [def.secoes[0]!.perguntas[1]!, def.secoes[0]!.perguntas[2]!];
    expect(problemaDaResposta(temperatura, 51)).toBe('Deve ser no máximo 50.');
    expect(problemaDaResposta(temperatura, -11)).toBe('Deve ser no mínimo -10.');
    expect(problemaDaResposta(temperatura, '20')).toBe('Deve ser um número.');
    expect(problemaDaResposta(estado, { opcoes: ['itenso1'] })).toBe('Escolha entre as opções da pergunta.');
    expect(problemaDaResposta(estado, { opcoes: [], outro: 'Péssimo' })).toBe('Esta pergunta não aceita outra resposta além das opções.');
    expect(problemaDaResposta(estado, 'estadoo1')).toBe('Escolha entre as opções da pergunta.');
    expect(problemaDaResposta(pergunta('curta'), 'x'.repeat(501))).toBe('Responda com um texto de até 500 caracteres.');
  });
});
