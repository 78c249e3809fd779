import { createActor, fromPromise, initialTransition, SimulatedClock, transition, waitFor } from 'xstate';
import { ID_ITEM_PADRAO, type Questionario } from '#contract/questionario';
import { AUTOSAVE_MS, questionarioBuilderMachine, type BuilderEvent, type SaveInput } from '../../src/features/questionarios/builder/questionarioBuilderMachine';
import { pergunta, secao } from '../support/questionarios';
import { questionarioLido } from '../support/questionarioBuilder';

type Snapshot = ReturnType<typeof initialTransition<typeof questionarioBuilderMachine>>[0];

const input = { id: 'q-1', semente: 'k7' };

/** The builder after reading `lido` and then the person's `eventos`. */
function depois(lido: Questionario, ...eventos: BuilderEvent[]): Snapshot {
  const [inicial] = initialTransition(questionarioBuilderMachine, input);
  let [snapshot] = transition(questionarioBuilderMachine, inicial, { type: 'xstate.done.actor.load', output: lido } as never);
  for (const evento of eventos) [snapshot] = transition(questionarioBuilderMachine, snapshot, evento);
  return snapshot;
}

const estrutura = (snapshot: Snapshot) =>
  snapshot.context.rascunho.secoes.map((item) => `${item.id}: ${item.perguntas.map((atual) => atual.id).join(' ')}`);
const ehId = (id: string | null) => id !== null && new RegExp(ID_ITEM_PADRAO).test(id);

describe('builder edits', () => {
  it('adds a question right after the selected one, selected, with a new short id', () => {
    const snapshot = depois(questionarioLido(), { type: 'builder.select', id: 'p1' }, { type: 'builder.pergunta.add', tipo: 'numero' });
    const nova = snapshot.context.selecionado;
    expect(ehId(nova)).toBe(true);
    expect(estrutura(snapshot)).toEqual([`s1: p1 ${nova} p2`, 's2: p3']);
    expect(snapshot.context.rascunho.secoes[0]?.perguntas[1]).toMatchObject({ tipo: 'numero', enunciado: '', obrigatoria: false, opcoes: [] });
    expect(snapshot.matches({ ready: 'dirty' })).toBe(true);
  });

  it('gives a new choice question one empty option to type into, and never reuses an id', () => {
    const snapshot = depois(
      questionarioLido(),
      { type: 'builder.select', id: 's2' },
      { type: 'builder.pergunta.add', tipo: 'multipla_escolha' },
      { type: 'builder.pergunta.add', tipo: 'escolha_unica' },
    );
    const [primeira, segunda] = snapshot.context.rascunho.secoes[1]?.perguntas ?? [];
    expect(primeira?.opcoes).toEqual([{ id: expect.any(String), rotulo: '' }]);
    const ids = snapshot.context.rascunho.secoes.flatMap((item) => [item.id, ...item.perguntas.flatMap((atual) => [atual.id, ...atual.opcoes.map((opcao) => opcao.id)])]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every(ehId)).toBe(true);
    expect(segunda?.id).toBe(snapshot.context.selecionado);
  });

  it('adds the first question of an empty questionnaire inside a new section', () => {
    const snapshot = depois(questionarioLido({ secoes: [] }), { type: 'builder.pergunta.add', tipo: 'texto_curto' });
    expect(snapshot.context.rascunho.secoes).toHaveLength(1);
    expect(snapshot.context.rascunho.secoes[0]?.perguntas.map((item) => item.id)).toEqual([snapshot.context.selecionado]);
  });

  it('adds a section after the selected question’s section', () => {
    const snapshot = depois(questionarioLido(), { type: 'builder.select', id: 'p2' }, { type: 'builder.secao.add' });
    expect(estrutura(snapshot)).toEqual(['s1: p1 p2', `${snapshot.context.selecionado}: `, 's2: p3']);
  });

  it('moves a question within its section and across into the next one, and a section past its neighbour', () => {
    const abaixo: BuilderEvent = { type: 'builder.item.move', id: 'p1', passo: 1 };
    expect(estrutura(depois(questionarioLido(), abaixo))).toEqual(['s1: p2 p1', 's2: p3']);
    expect(estrutura(depois(questionarioLido(), abaixo, abaixo))).toEqual(['s1: p2', 's2: p1 p3']);
    expect(estrutura(depois(questionarioLido(), { type: 'builder.item.move', id: 'p3', passo: -1 }))).toEqual(['s1: p1 p2 p3', 's2: ']);
    expect(estrutura(depois(questionarioLido(), { type: 'builder.item.move', id: 's2', passo: -1 }))).toEqual(['s2: p3', 's1: p1 p2']);
  });

  it('leaves the draft clean when a move has nowhere to go', () => {
    const snapshot = depois(questionarioLido(), { type: 'builder.item.move', id: 'p3', passo: 1 }, { type: 'builder.item.move', id: 's1', passo: -1 });
    expect(snapshot.context.revisao).toBe(0);
    expect(snapshot.matches({ ready: 'clean' })).toBe(true);
  });

  it('drops a dragged question before another, or first in a section; a section beside another', () => {
    expect(estrutura(depois(questionarioLido(), { type: 'builder.item.drop', id: 'p3', alvo: 'p2', lugar: 'antes' }))).toEqual(['s1: p1 p3 p2', 's2: ']);
    expect(estrutura(depois(questionarioLido(), { type: 'builder.item.drop', id: 'p1', alvo: 's2', lugar: 'depois' }))).toEqual(['s1: p2', 's2: p1 p3']);
    expect(estrutura(depois(questionarioLido(), { type: 'builder.item.drop', id: 's1', alvo: 'p3', lugar: 'depois' }))).toEqual(['s2: p3', 's1: p1 p2']);
  });

  it('duplicates a section with new ids, its rules pointing at the copies inside it and at the same questions outside', () => {
    const lido = questionarioLido({
      secoes: [
        secao('s1', [pergunta('a', { tipo: 'sim_nao', pontos: { sim: 1 } })]),
        secao('s2', [
          pergunta('b', { tipo: 'escolha_unica', opcoes: [{ id: 'b1', rotulo: 'Sim' }], pontos: { b1: 2 } }),
          pergunta('c', {
            regra: {
              combinar: 'todas',
              condicoes: [
                { pergunta: 'a', operador: 'igual', valor: 'sim' },
                { pergunta: 'b', operador: 'um_de', valores: ['b1'] },
              ],
            },
          }),
        ]),
      ],
    });
    const snapshot = depois(lido, { type: 'builder.item.duplicate', id: 's2' });
    const copia = snapshot.context.rascunho.secoes[2];
    expect(copia?.id).toBe(snapshot.context.selecionado);
    const [b, c] = copia?.perguntas ?? [];
    expect(b?.id).not.toBe('b');
    expect(b?.pontos).toEqual({ [b?.opcoes[0]?.id ?? '']: 2 });
    expect(c?.regra?.condicoes).toEqual([
      { pergunta: 'a', operador: 'igual', valor: 'sim' },
      { pergunta: b?.id, operador: 'um_de', valores: [b?.opcoes[0]?.id] },
    ]);
  });

  it('removes a section with its questions and selects what follows', () => {
    const snapshot = depois(questionarioLido(), { type: 'builder.select', id: 'p2' }, { type: 'builder.item.remove', id: 's1' });
    expect(estrutura(snapshot)).toEqual(['s2: p3']);
    expect(snapshot.context.selecionado).toBe('s2');
    expect(depois(questionarioLido(), { type: 'builder.select', id: 'p3' }, { type: 'builder.item.remove', id: 'p3' }).context.selecionado).toBe('s2');
  });

  it('moves the selection through the outline and stops at its ends', () => {
    const proxima: BuilderEvent = { type: 'builder.select.next' };
    expect(depois(questionarioLido(), proxima, proxima).context.selecionado).toBe('p1');
    expect(depois(questionarioLido(), { type: 'builder.select.prev' }).context.selecionado).toBeNull();
    expect(depois(questionarioLido(), { type: 'builder.select', id: 'p3' }, proxima).context.selecionado).toBe('p3');
  });

  it('keeps only what a new type uses: options and points between choices, nothing from a choice to a text', () => {
    const multipla = depois(questionarioLido(), { type: 'builder.pergunta.update', id: 'p3', campos: { tipo: 'multipla_escolha' } });
    expect(multipla.context.rascunho.secoes[1]?.perguntas[0]?.opcoes.map((opcao) => opcao.rotulo)).toEqual(['Bom', 'Ruim']);
    const texto = depois(questionarioLido(), { type: 'builder.pergunta.update', id: 'p1', campos: { tipo: 'texto_curto' } });
    expect(texto.context.rascunho.secoes[0]?.perguntas[0]).toMatchObject({ tipo: 'texto_curto', opcoes: [], pontos: null, critica: false });
    const escolha = depois(questionarioLido(), { type: 'builder.pergunta.update', id: 'p2', campos: { tipo: 'escolha_unica' } });
    expect(escolha.context.rascunho.secoes[0]?.perguntas[1]?.opcoes).toEqual([{ id: expect.stringMatching(ID_ITEM_PADRAO), rotulo: '' }]);
  });

  it('adds, reorders and removes options; a removed option takes its points along', () => {
    const pontuada: BuilderEvent = { type: 'builder.pergunta.update', id: 'p3', campos: { pontos: { p3o1: 1, p3o2: 0 } } };
    const snapshot = depois(
      questionarioLido(),
      pontuada,
      { type: 'builder.opcao.add', pergunta: 'p3' },
      { type: 'builder.opcao.move', pergunta: 'p3', opcao: 'p3o2', passo: -1 },
      { type: 'builder.opcao.remove', pergunta: 'p3', opcao: 'p3o1' },
    );
    const p3 = snapshot.context.rascunho.secoes[1]?.perguntas[0];
    expect(p3?.opcoes.map((opcao) => opcao.rotulo)).toEqual(['Ruim', '']);
    expect(p3?.pontos).toEqual({ p3o2: 0 });
  });
});

describe('builder saving', () => {
  function comServidor(respostas: Array<(input: SaveInput) => Questionario | Promise<Questionario>>) {
    const enviados: SaveInput[] = [];
    const clock = new SimulatedClock();
    const actor = createActor(
      questionarioBuilderMachine.provide({
        actors: {
          load: fromPromise(async () => questionarioLido()),
          save: fromPromise<Questionario, SaveInput>(async ({ input: pedido }) => {
            enviados.push(pedido);
            const responder = respostas.shift();
            if (!responder) throw new Error('save not expected');
            return responder(pedido);
          }),
        },
      }),
      { input, clock },
    ).start();
    return { actor, clock, enviados };
  }
  const edita = (enunciado: string): BuilderEvent => ({ type: 'builder.pergunta.update', id: 'p2', campos: { enunciado } });

  it('saves by itself a few seconds after the last edit, not after each one', async () => {
    const { actor, clock, enviados } = comServidor([() => questionarioLido({ versao: 4 })]);
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'clean' }));
    actor.send(edita('Obs'));
    clock.increment(AUTOSAVE_MS - 1);
    actor.send(edita('Obs.'));
    clock.increment(AUTOSAVE_MS - 1);
    expect(enviados).toEqual([]);
    clock.increment(1);
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'saved' }));
    expect(enviados).toHaveLength(1);
    expect(enviados[0]?.body.secoes[0]?.perguntas[1]?.enunciado).toBe('Obs.');
    actor.stop();
  });

  it('sends the versao it read, then the one each save answered', async () => {
    const { actor, enviados } = comServidor([() => questionarioLido({ versao: 4 }), () => questionarioLido({ versao: 5 })]);
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'clean' }));
    actor.send(edita('Primeira'));
    actor.send({ type: 'builder.save' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'saved' }));
    actor.send(edita('Segunda'));
    actor.send({ type: 'builder.save' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'saved' }));
    expect(enviados.map((pedido) => pedido.body.versao)).toEqual([3, 4]);
    expect(actor.getSnapshot().context.cabecalho?.versao).toBe(5);
    actor.stop();
  });

  it('keeps an edit typed while a save was running as unsaved', async () => {
    let responder: (questionario: Questionario) => void = () => {};
    const { actor } = comServidor([() => new Promise<Questionario>((resolve) => (responder = resolve))]);
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'clean' }));
    actor.send(edita('Antes'));
    actor.send({ type: 'builder.save' });
    actor.send(edita('Durante'));
    responder(questionarioLido({ versao: 4 }));
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'dirty' }));
    expect(actor.getSnapshot().context.revisao).toBeGreaterThan(actor.getSnapshot().context.revisaoSalva);
    actor.stop();
  });
});
