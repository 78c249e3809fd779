import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import type { Atividade } from '#contract/atividade';
import type { Resposta, Respostas } from '#contract/questionarioRegras';
import { respostasMachine, type Escolha, type Lote, type RespostasState } from './respostasMachine';
import { inspector } from '@/app/inspector';
import type { Remetente } from '../offline/remetente';
import { respostasNoAparelho, temRespostas } from './respostasNoAparelho';

interface Opcoes {
  atividade: Atividade;
  /** Whose answers these are: what waits on this device is kept under their name. */
  usuarioId: string;
  /** The device's one sender (remetente.ts): the page keeps its answers there and it sends them. */
  remetente: Remetente;
  gravada: (atividade: Atividade) => void;
  /** The versao on screen: each answer is written over it, and a lote is sent with its oldest. */
  versaoAtual: () => number;
}

type Snapshot = SnapshotFrom<typeof respostasMachine>;

/** Whether the answers are all saved (true), wait for the network, could not be (false), or are still on their way (null). */
function desfecho(snapshot: Snapshot): boolean | 'semConexao' | null {
  if (snapshot.matches('salvo')) return true;
  if (snapshot.matches('semConexao')) return 'semConexao';
  return snapshot.matches('falhou') || snapshot.matches('conflito') ? false : null;
}

/**
 * The activity's answers as the person sees them (the saved ones under what is on its way and what
 * waits), and the autosave machine behind them. Each save carries the `versao` its oldest answer
 * was written over, so that the server can tell whether someone else changed one of them since. The
 * page does not call the API itself: it keeps the answers on the device and the outbox's sender
 * sends them, in order with the activity's photos and transitions (docs/outbox.md).
 */
export function useRespostas({ atividade, usuarioId, remetente, gravada, versaoAtual }: Opcoes) {
  const { id, codigo } = atividade;
  const [logic] = useState(() =>
    respostasMachine.provide({
      actors: {
        salvar: fromPromise<unknown, Lote>(async ({ input }) => {
          const recebida = await remetente.enviarRespostas(id, { ...input, versao: input.versao ?? versaoAtual() }, { codigo });
          if (recebida) gravada(recebida);
        }),
      },
    }),
  );
  const actor = useActorRef(logic, { inspect: inspector() });
  const estado = useSelector(actor, (snapshot) => snapshot.value as RespostasState);
  const pendentes = useSelector(actor, (snapshot) => snapshot.context.pendentes);
  const enviando = useSelector(actor, (snapshot) => snapshot.context.enviando);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const atuais = useSelector(actor, (snapshot) => snapshot.context.atuais);

  // What the server has not confirmed is kept on the device, and comes back on the next visit.
  // Nothing is written there before the earlier visit's answers are read; the sender takes out what the server kept.
  const chave = respostasNoAparelho.chave(usuarioId, id);
  const [lido, setLido] = useState(false);
  useEffect(() => {
    let ativo = true;
    void respostasNoAparelho.ler(chave).then((lote) => {
      if (!ativo) return;
      if (lote) actor.send({ type: 'respostas.restaurar', lote, ...(lote.falha ? { falha: lote.falha } : {}) });
      setLido(true);
    });
    return () => {
      ativo = false;
    };
  }, [actor, chave]);
  const conflito = estado === 'conflito' ? failure : null;
  // What is on its way is kept by the save itself (remetente.enviarRespostas): writing it again here could bring back what the server just took.
  useEffect(() => {
    if (lido && temRespostas(pendentes)) void remetente.guardarRespostas(id, pendentes, { codigo, falha: conflito });
  }, [lido, remetente, id, codigo, pendentes, conflito]);
  useEffect(() => {
    const online = () => actor.send({ type: 'respostas.online' });
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [actor]);
  // A round started elsewhere (the topbar's, another tab's) may have sent them: the page takes the new versao.
  const avisarGravada = useRef(gravada);
  avisarGravada.current = gravada;
  useEffect(
    () =>
      remetente.aoReceber((aviso) => {
        if (aviso.tipo === 'respostas' && aviso.atividade.id === id) avisarGravada.current(aviso.atividade);
      }),
    [remetente, id],
  );

  // Leaving the page (closing the tab, reloading) while answers are on their way: the browser asks first.
  const salvo = estado === 'salvo';
  useEffect(() => {
    if (salvo) return undefined;
    const avisar = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', avisar);
    return () => window.removeEventListener('beforeunload', avisar);
  }, [salvo]);

  const respostas = useMemo<Respostas>(
    () => ({ ...atividade.respostas, ...enviando?.respostas, ...pendentes.respostas }),
    [atividade.respostas, enviando, pendentes],
  );
  const comentarios = useMemo<Record<string, string | undefined>>(
    () => Object.fromEntries(Object.entries({ ...atividade.comentarios, ...enviando?.comentarios, ...pendentes.comentarios }).map(([id, texto]) => [id, texto ?? undefined])),
    [atividade.comentarios, enviando, pendentes],
  );

  // The page hands a new versaoAtual at each render; the form's callbacks stay the same.
  const versaoNaTela = useRef(versaoAtual);
  versaoNaTela.current = versaoAtual;
  const responder = useCallback((id: string, valor: Resposta) => actor.send({ type: 'respostas.responder', id, valor, versao: versaoNaTela.current() }), [actor]);
  const comentar = useCallback((id: string, texto: string) => actor.send({ type: 'respostas.comentar', id, texto, versao: versaoNaTela.current() }), [actor]);

  /** Sends what waits now, for a transition that must see it; resolves false when it could not be saved. */
  const enviarAgora = useCallback(
    () =>
      new Promise<boolean | 'semConexao'>((resolve) => {
        const atual = actor.getSnapshot();
        if (atual.matches('salvo') || atual.matches('conflito')) {
          resolve(atual.matches('salvo'));
          return;
        }
        // A failed save is tried again here.
        actor.send({ type: 'respostas.enviar' });
        const subscription = actor.subscribe((snapshot) => {
          const fim = desfecho(snapshot);
          if (fim === null) return;
          subscription.unsubscribe();
          resolve(fim);
        });
      }),
    [actor],
  );

  return {
    estado,
    failure,
    atuais,
    respostas,
    comentarios,
    responder,
    comentar,
    enviarAgora,
    tentar: () => actor.send({ type: 'respostas.tentar' }),
    descartar: () => {
      actor.send({ type: 'respostas.descartar' });
      void remetente.descartarRespostas(id);
    },
    escolher: (tipo: 'respostas' | 'comentarios', id: string, escolha: Escolha) => actor.send({ type: 'respostas.escolher', tipo, id, escolha }),
  };
}

export type RespostasDaAtividade = ReturnType<typeof useRespostas>;
