import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { initialTransition, transition, type EventObject } from 'xstate';
import type { Questionario } from '#contract/questionario';
import { problemasDaDefinicao } from '#contract/questionarioProblemas';
import { questionarioBuilderMachine, type BuilderEvent } from '../../src/features/questionarios/builder/questionarioBuilderMachine';
import { questionarioLido } from '../support/questionarioBuilder';
import { problema } from '../support/app/respostasDoServidor';

type Snapshot = ReturnType<typeof initialTransition<typeof questionarioBuilderMachine>>[0];
type Step = EventObject & { output?: Questionario; error?: { status: number; body: unknown } };

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as EventObject;
const fail = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as unknown as EventObject;

const LIDO = questionarioLido();
const GRAVADO: Questionario = { ...LIDO, versao: 4 };
const PUBLICADO: Questionario = { ...LIDO, status: 'publicado', versao_atual: 1, rascunho_aberto: false, versao: 5 };
const STALE = { status: 409, body: { message: 'Este questionário foi alterado por outra pessoa depois que você o abriu.' } };
const NADA_NOVO = { status: 409, body: { message: 'Não há alterações para publicar.' } };
const REFUSED = {
  status: 422,
  body: {
    code: 'validacao',
    message: 'O questionário tem problemas e não pode ser publicado.',
    errors: { 'p2.enunciado': [problema('sem_enunciado')], titulo: [problema('questionario_sem_titulo')] },
  },
};
const DOWN = { status: 503, body: { message: 'Serviço indisponível.' } };
const GONE = { status: 404, body: { message: 'Questionário não encontrado.' } };

const QUEBRA: BuilderEvent = { type: 'builder.pergunta.update', id: 'p2', campos: { enunciado: '' } };
const CONSERTA: BuilderEvent = { type: 'builder.pergunta.update', id: 'p2', campos: { enunciado: 'Observações gerais' } };
const LEAVE: EventObject = { type: 'builder.leave' };
const AUTOSAVE = { type: 'xstate.after.autosave.questionarioBuilder.ready.dirty' } as EventObject;

const em = (snapshot: Snapshot, estado: string) => snapshot.matches({ ready: estado } as never);
const naoSalvo = (snapshot: Snapshot) => snapshot.context.revisao !== snapshot.context.revisaoSalva;
const problemas = (snapshot: Snapshot) => problemasDaDefinicao(snapshot.context.rascunho).length > 0;

const RESPOSTAS = [done('save', GRAVADO), fail('save', STALE), fail('save', DOWN)];
/** The screen is gone: only the save's answer can come. */
const saiu = (snapshot: Snapshot) => snapshot.context.aposSalvar === 'sair';

/** What a person or a call can cause in each state; the graph tries each one. */
function eventsFor(snapshot: Snapshot): EventObject[] {
  if (snapshot.matches('loading')) return [done('load', LIDO), fail('load', GONE), LEAVE];
  if (snapshot.matches('loadFailed')) return [{ type: 'builder.retry' }, { type: 'builder.close' }, LEAVE];
  if (em(snapshot, 'saving')) return saiu(snapshot) ? RESPOSTAS : [...RESPOSTAS, QUEBRA, { type: 'builder.publish' }, { type: 'builder.close' }, LEAVE];
  if (em(snapshot, 'publishing')) return [done('publish', PUBLICADO), fail('publish', REFUSED), fail('publish', NADA_NOVO), CONSERTA, LEAVE];
  if (em(snapshot, 'askingClose')) return [{ type: 'builder.close.save' }, { type: 'builder.close.discard' }, { type: 'builder.close.cancel' }, LEAVE];
  const pessoa: EventObject[] = [
    LEAVE,
    problemas(snapshot) ? CONSERTA : QUEBRA,
    { type: 'builder.save' },
    { type: 'builder.publish' },
    { type: 'builder.close' },
    { type: 'builder.reload' },
  ];
  return em(snapshot, 'dirty') ? [AUTOSAVE, ...pessoa] : pessoa;
}

const emitted = (actions: Array<{ type: string; params?: unknown }>) =>
  actions.filter((action) => action.type === 'xstate.emit').map((action) => (action.params as { event: { type: string } }).event);

/** The rule each step must keep, whatever path led to it. */
function expectStep(event: Step, before: Snapshot, after: Snapshot, told: Array<{ type: string }>) {
  const estado = (nome: string) => expect(after.matches((['closed', 'leftUnsaved', 'loading'].includes(nome) ? nome : { ready: nome }) as never)).toBe(true);
  const ficou = () => expect(after.value).toEqual(before.value);
  const bloqueado = problemas(before);
  switch (event.type) {
    case 'xstate.done.actor.load':
      estado('clean');
      expect(after.context.cabecalho?.versao).toBe(3);
      expect(after.context.rascunho.secoes.map((item) => item.id)).toEqual(['s1', 's2']);
      break;
    case 'xstate.error.actor.load':
      expect(after.value).toBe('loadFailed');
      expect(after.context.message).toBe(GONE.body.message);
      break;
    case 'builder.retry':
      expect(after.value).toBe('loading');
      break;
    case 'builder.pergunta.update':
      if (em(before, 'publishing')) {
        // What is being published is the saved draft: nothing changes meanwhile.
        expect(after.context.rascunho).toBe(before.context.rascunho);
        ficou();
      } else {
        expect(after.context.revisao).toBe(before.context.revisao + 1);
        if (em(before, 'saving') || em(before, 'conflict')) ficou();
        else estado('dirty');
      }
      break;
    case AUTOSAVE.type:
      estado('saving');
      break;
    case 'builder.save':
      if (em(before, 'dirty') || em(before, 'failed')) estado('saving');
      else ficou();
      break;
    case 'builder.publish':
      if (bloqueado && !em(before, 'conflict')) {
        ficou();
        expect(told).toEqual([{ type: 'builder.publishBlocked', problemas: problemasDaDefinicao(before.context.rascunho).length }]);
        return;
      }
      if (em(before, 'clean') || em(before, 'saved') || em(before, 'publishRefused')) estado('publishing');
      else if (em(before, 'dirty') || em(before, 'failed')) estado('saving');
      else ficou();
      if (em(before, 'saving') || em(before, 'dirty') || em(before, 'failed')) expect(after.context.aposSalvar).toBe('publicar');
      break;
    case 'xstate.done.actor.save':
      // The next save carries the versao this one answered.
      expect(after.context.cabecalho?.versao).toBe(4);
      expect(after.context.revisaoSalva).toBe(before.context.revisaoEnviada);
      if (before.context.revisao !== before.context.revisaoEnviada) estado(before.context.aposSalvar ? 'saving' : 'dirty');
      else if (before.context.aposSalvar === 'fechar' || before.context.aposSalvar === 'sair') estado('closed');
      else if (before.context.aposSalvar === 'publicar') estado('publishing');
      else estado('saved');
      break;
    case 'xstate.error.actor.save':
      if (before.context.aposSalvar === 'sair') {
        // Nobody is looking any more: the reason goes out, for the app to tell the person.
        estado('leftUnsaved');
        expect(told).toEqual([{ type: 'builder.leftUnsaved', message: (event.error?.body as { message: string }).message }]);
        return;
      }
      // A stale write is shown and waits for a reload; nothing unsaved is dropped.
      estado(event.error?.status === 409 ? 'conflict' : 'failed');
      expect(after.context.message).toBe((event.error?.body as { message: string }).message);
      expect(after.context.aposSalvar).toBeNull();
      expect(naoSalvo(after)).toBe(true);
      break;
    case 'xstate.done.actor.publish':
      estado('clean');
      expect(after.context.cabecalho).toMatchObject({ status: 'publicado', versao_atual: 1, versao: 5 });
      expect(told).toEqual([{ type: 'builder.published', versao: 1 }]);
      return;
    case 'xstate.error.actor.publish':
      // Refused for problems or for nothing new to publish: the saved draft stays, with the reason.
      estado('publishRefused');
      expect(after.context.message).toBe((event.error?.body as { message: string }).message);
      expect(after.context.problemasServidor).toEqual(
        event.error?.status === 422
          ? [
              { id: 'p2', campo: 'enunciado', mensagem: 'Informe o enunciado da pergunta.' },
              { id: null, campo: 'titulo', mensagem: 'Informe o título do questionário.' },
            ]
          : [],
      );
      break;
    case 'builder.close':
      if (before.matches('loading') || before.matches('loadFailed') || em(before, 'clean') || em(before, 'saved') || em(before, 'publishRefused')) {
        expect(naoSalvo(before)).toBe(false);
        estado('closed');
        expect(told).toEqual([{ type: 'builder.closed' }]);
        return;
      }
      if (em(before, 'saving')) {
        ficou();
        expect(after.context.aposSalvar).toBe('fechar');
      } else if (em(before, 'publishing')) ficou();
      else estado('askingClose');
      break;
    case 'builder.close.save':
      estado(before.context.failure?.status === 409 ? 'conflict' : 'saving');
      break;
    case 'builder.close.discard':
      estado('closed');
      expect(told).toEqual([{ type: 'builder.closed' }]);
      return;
    case 'builder.close.cancel':
      estado(before.context.failure?.status === 409 ? 'conflict' : before.context.failure ? 'failed' : 'dirty');
      expect(naoSalvo(after)).toBe(true);
      break;
    case 'builder.leave':
      if (before.matches('loading') || before.matches('loadFailed') || ['clean', 'saved', 'publishRefused', 'publishing'].some((nome) => em(before, nome))) {
        expect(naoSalvo(before)).toBe(false);
        estado('closed');
        expect(told).toEqual([{ type: 'builder.closed' }]);
        return;
      }
      if (before.context.failure?.status === 409) {
        // Saving over someone else's version is the person's choice, and they are gone.
        estado('leftUnsaved');
        expect(told).toEqual([{ type: 'builder.leftUnsaved', message: STALE.body.message }]);
        return;
      }
      // What is unsaved goes now, not after the autosave's delay.
      if (em(before, 'saving')) ficou();
      else estado('saving');
      expect(after.context.aposSalvar).toBe('sair');
      break;
    case 'builder.reload':
      if (em(before, 'conflict')) {
        // The person chose the version someone else saved: their edits are no longer "unsaved".
        estado('loading');
        expect(naoSalvo(after)).toBe(false);
      } else ficou();
      break;
  }
  if (event.type === 'xstate.done.actor.save' && after.matches('closed')) expect(told).toEqual([{ type: 'builder.closed' }]);
  else expect(told).toEqual([]);
}

/** States that differ only in the draft's text are one state of the graph: what counts is whether it saves, publishes or closes. */
const serializeState = (snapshot: Snapshot) =>
  JSON.stringify([
    snapshot.value,
    naoSalvo(snapshot),
    snapshot.context.revisao !== snapshot.context.revisaoEnviada,
    problemas(snapshot),
    snapshot.context.aposSalvar,
    snapshot.context.failure?.status ?? null,
  ]);

type Path = ReturnType<typeof getShortestPaths<typeof questionarioBuilderMachine>>[number];

const nome = (path: Path) => path.steps.map((step) => step.event.type.replace(/^xstate\./, '')).join(' → ');

function walk(from: Snapshot, path: Path) {
  let snapshot = from;
  for (const step of path.steps.slice(1)) {
    const [next, actions] = transition(questionarioBuilderMachine, snapshot, step.event as never);
    expectStep(step.event as Step, snapshot, next, emitted(actions));
    snapshot = next;
  }
  expect(serializeState(snapshot)).toBe(serializeState(path.state as Snapshot));
}

const input = { id: 'q-1', semente: 'k7' };
const [initial] = initialTransition(questionarioBuilderMachine, input);

describe('questionnaire builder machine, every state by its shortest path', () => {
  it('reads the questionnaire first', () => {
    expect(initial.value).toBe('loading');
  });

  const paths = getShortestPaths(questionarioBuilderMachine, { input, events: eventsFor as never, serializeState: serializeState as never });
  it.each(paths.map((path) => [nome(path), path] as const))('%s', (_name, path) => walk(initial, path));
});

describe('questionnaire builder machine, every simple way out of unsaved edits', () => {
  const [lido] = transition(questionarioBuilderMachine, initial, done('load', LIDO) as never);
  const [editado] = transition(questionarioBuilderMachine, lido, QUEBRA as never);
  const saida = (snapshot: Snapshot): EventObject[] => {
    if (em(snapshot, 'saving')) return saiu(snapshot) ? RESPOSTAS : [...RESPOSTAS, CONSERTA, { type: 'builder.close' }, LEAVE];
    if (em(snapshot, 'askingClose')) return [{ type: 'builder.close.save' }, { type: 'builder.close.discard' }, { type: 'builder.close.cancel' }, LEAVE];
    return [{ type: 'builder.close' }, { type: 'builder.save' }, LEAVE];
  };
  // The whole graph has too many simple paths to walk; leaving is where an edit could be lost.
  const paths = getSimplePaths(questionarioBuilderMachine, {
    fromState: editado,
    events: saida as never,
    serializeState: serializeState as never,
    stopWhen: (snapshot) => snapshot.status === 'done',
  });
  it.each(paths.map((path) => [nome(path), path] as const))('%s', (_name, path) => walk(editado, path));
});
