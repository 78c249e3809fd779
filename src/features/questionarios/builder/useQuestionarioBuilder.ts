import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { Questionario } from '#contract/questionario';
import { questionarioBuilderMachine, type BuilderEmitted, type BuilderEvent, type SaveInput } from './questionarioBuilderMachine';
import { inspector } from '@/app/inspector';
import { questionariosApi } from '../questionariosApi';

export type BuilderStatus =
  | 'loading'
  | 'loadFailed'
  | 'clean'
  | 'dirty'
  | 'saving'
  | 'saved'
  | 'failed'
  | 'conflict'
  | 'publishing'
  | 'publishRefused'
  | 'askingClose'
  | 'closed'
  | 'leftUnsaved';

type Snapshot = SnapshotFrom<typeof questionarioBuilderMachine>;

function statusOf(snapshot: Snapshot): BuilderStatus {
  const { value } = snapshot;
  return (typeof value === 'string' ? value : value.ready) as BuilderStatus;
}

const ALFABETO = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Four random characters that start every id this builder makes (see geradorDeIds). */
function novaSemente(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(4)), (byte) => ALFABETO[byte % ALFABETO.length]).join('');
}

interface Handlers {
  onClose: () => void;
  onPublished: (versao: number | null) => void;
  onPublishBlocked: (problemas: number) => void;
  /** Called after the builder is gone, when the edits it was left with could not be saved. */
  onLeftUnsaved: (message: string) => void;
  /** Called after the builder is gone, once what it was left with is saved. */
  onLeftSaved?: () => void;
}

/** The builder machine on the questionnaire API: what the builder's panes read and the one `send` they edit with. */
export function useQuestionarioBuilder(id: string, handlers: Handlers) {
  const latest = useRef(handlers);
  latest.current = handlers;
  // Not useActorRef: that stops the machine with the screen, dropping the save a person leaving is owed.
  // This one outlives the screen until that save settles.
  const [actor] = useState(() =>
    createActor(
      questionarioBuilderMachine.provide({
        actors: {
          load: fromPromise<Questionario, string>(({ input }) => questionariosApi.get(input)),
          save: fromPromise<Questionario, SaveInput>(({ input }) => questionariosApi.salvar(input.id, input.body)),
          publish: fromPromise<Questionario, string>(({ input }) => questionariosApi.publicar(input)),
        },
      }),
      { input: { id, semente: novaSemente() }, inspect: inspector() },
    ),
  );
  const status = useSelector(actor, statusOf);
  const rascunho = useSelector(actor, (snapshot) => snapshot.context.rascunho);
  const selecionado = useSelector(actor, (snapshot) => snapshot.context.selecionado);
  const cabecalho = useSelector(actor, (snapshot) => snapshot.context.cabecalho);
  const message = useSelector(actor, (snapshot) => snapshot.context.message);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const problemasServidor = useSelector(actor, (snapshot) => snapshot.context.problemasServidor);
  const naoSalvo = useSelector(actor, (snapshot) => snapshot.context.revisao !== snapshot.context.revisaoSalva);

  useEffect(() => {
    const listen = <T extends BuilderEmitted['type']>(type: T, run: (event: Extract<BuilderEmitted, { type: T }>) => void) =>
      actor.on(type, run as never);
    const naTela = [
      listen('builder.closed', () => latest.current.onClose()),
      listen('builder.published', (event) => latest.current.onPublished(event.versao)),
      listen('builder.publishBlocked', (event) => latest.current.onPublishBlocked(event.problemas)),
    ];
    listen('builder.leftUnsaved', (event) => latest.current.onLeftUnsaved(event.message));
    actor.start();
    return () => {
      naTela.forEach((subscription) => subscription.unsubscribe());
      // Back or another page took the screen away: the machine saves now and stops once that settles.
      if (actor.getSnapshot().status === 'active') {
        listen('builder.closed', () => latest.current.onLeftSaved?.());
        actor.send({ type: 'builder.leave' });
      }
    };
  }, [actor]);

  // Leaving the page (reload, another address, closing the tab) asks the browser to warn first.
  useEffect(() => {
    if (!naoSalvo) return;
    const avisar = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', avisar);
    return () => window.removeEventListener('beforeunload', avisar);
  }, [naoSalvo]);

  return {
    status,
    rascunho,
    selecionado,
    cabecalho,
    message,
    failure,
    problemasServidor,
    naoSalvo,
    /** Stable: panes and memoized rows take it as a prop. */
    send: actor.send as (event: BuilderEvent) => void,
    /** The draft right now, after the events just sent (the render shows it a moment later). */
    lerRascunho: () => actor.getSnapshot().context.rascunho,
  };
}

export type BuilderState = ReturnType<typeof useQuestionarioBuilder>;
